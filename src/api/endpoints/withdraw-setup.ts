import { queryOptions } from '@tanstack/react-query';
import { api, type ApiClient } from '../client';
import './cashier-error-codes';
import {
  WITHDRAW_SETUP_PATH,
  withdrawSetupSchema,
  type WithdrawSetup,
  type WITHDRAW_SETUP_MODULE,
} from '../../../shared/contract/calls/withdraw-setup.ts';
import { CASHIER_KEY } from './cashier-key';

export function fetchWithdrawSetup(
  client: ApiClient = api,
  signal?: AbortSignal,
): Promise<WithdrawSetup> {
  return client.get(WITHDRAW_SETUP_PATH, {
    moduleId: 'WITHDRAW3' satisfies typeof WITHDRAW_SETUP_MODULE,
    schema: withdrawSetupSchema,
    ...(signal ? { signal } : {}),
  });
}

export function withdrawSetupQueryOptions(token: string, client: ApiClient = api) {
  return queryOptions({
    queryKey: [...CASHIER_KEY, 'withdraw-setup', token] as const,
    queryFn: ({ signal }) => fetchWithdrawSetup(client, signal),
  });
}
