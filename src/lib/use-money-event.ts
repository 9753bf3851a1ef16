import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { invalidateMoneyQueries } from './refresh-after-return';

/**
 * After a money event (an order placed or decided, a round played), the header balance, the profile,
 * the side menu and every cashier list read again (requirements C7.1).
 */
export function useMoneyEvent(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(() => invalidateMoneyQueries(queryClient), [queryClient]);
}
