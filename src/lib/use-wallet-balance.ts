import { useCallback, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { walletBalanceQueryOptions } from '../api/endpoints/wallet-balance';
import { formatMoney } from './money-text';

const HIDDEN_KEY = 'MC_BALANCE_HIDDEN';

function readHidden(): boolean {
  try {
    return globalThis.localStorage.getItem(HIDDEN_KEY) === '1';
  } catch {
    return false;
  }
}

function writeHidden(hidden: boolean): void {
  try {
    globalThis.localStorage.setItem(HIDDEN_KEY, hidden ? '1' : '0');
  } catch {
    // Private mode: the choice lasts for this page only.
  }
}

export interface WalletBalanceView {
  /** Formatted amount, or null while nothing is known yet. */
  readonly amount: string | null;
  readonly currency: string;
  readonly hidden: boolean;
  readonly refreshing: boolean;
  readonly toggleHidden: () => void;
  readonly refresh: () => void;
}

/** The wallet of the session with the remembered hide choice. */
export function useWalletBalance(token: string): WalletBalanceView {
  const query = useQuery(walletBalanceQueryOptions(token));
  const [hidden, setHidden] = useState(readHidden);
  const toggleHidden = useCallback(() => {
    setHidden((value) => {
      writeHidden(!value);
      return !value;
    });
  }, []);
  const { refetch } = query;
  const refresh = useCallback(() => void refetch(), [refetch]);
  return {
    amount: query.data ? formatMoney(query.data.sumBalance) : null,
    currency: query.data?.currency ?? '',
    hidden,
    refreshing: query.isFetching,
    toggleHidden,
    refresh,
  };
}
