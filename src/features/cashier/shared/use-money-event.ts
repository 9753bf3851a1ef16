import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { CASHIER_KEY } from '../../../api/endpoints/deposit-channels';
import { MEMBER_INFO_KEY } from '../../../api/endpoints/member-info';
import { WALLET_BALANCE_KEY } from '../../../api/endpoints/wallet-balance';

/**
 * The header balance, the profile and the side menu read again, and so does every cashier list
 * (requirements C7.1). Also run when a page comes back from the back-forward cache
 * (src/lib/refresh-after-return.ts), outside any component.
 */
export async function invalidateMoneyQueries(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: WALLET_BALANCE_KEY }),
    queryClient.invalidateQueries({ queryKey: MEMBER_INFO_KEY }),
    queryClient.invalidateQueries({ queryKey: CASHIER_KEY }),
  ]);
}

/** After a money event (an order placed or decided, a round played), every balance reads again. */
export function useMoneyEvent(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(() => invalidateMoneyQueries(queryClient), [queryClient]);
}
