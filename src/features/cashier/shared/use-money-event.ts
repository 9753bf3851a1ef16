import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { CASHIER_KEY } from '../../../api/endpoints/deposit-channels';
import { MEMBER_INFO_KEY } from '../../../api/endpoints/member-info';
import { WALLET_BALANCE_KEY } from '../../../api/endpoints/wallet-balance';

/**
 * After a money event (an order placed or decided, a round played) the header balance, the profile
 * and the side menu read again, and so does every cashier list (requirements C7.1).
 */
export function useMoneyEvent(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: WALLET_BALANCE_KEY }),
      queryClient.invalidateQueries({ queryKey: MEMBER_INFO_KEY }),
      queryClient.invalidateQueries({ queryKey: CASHIER_KEY }),
    ]);
  }, [queryClient]);
}
