import { queryOptions } from '@tanstack/react-query';
import { api, type ApiClient } from '../client';
import {
  WALLET_BALANCE_PATH,
  walletBalanceSchema,
  type WalletBalance,
  type WALLET_BALANCE_MODULE,
} from '../../../shared/contract/calls/wallet-balance.ts';

export function fetchWalletBalance(
  client: ApiClient = api,
  signal?: AbortSignal,
): Promise<WalletBalance> {
  return client.get(WALLET_BALANCE_PATH, {
    moduleId: 'COMM3' satisfies typeof WALLET_BALANCE_MODULE,
    schema: walletBalanceSchema,
    ...(signal ? { signal } : {}),
  });
}

/** Keyed by the session token, so another login never shows the previous player's balance. */
export const WALLET_BALANCE_KEY = ['wallet', 'balance'] as const;

export function walletBalanceQueryOptions(token: string, client: ApiClient = api) {
  return queryOptions({
    queryKey: [...WALLET_BALANCE_KEY, token] as const,
    queryFn: ({ signal }) => fetchWalletBalance(client, signal),
    staleTime: 30_000,
  });
}
