import { queryOptions } from '@tanstack/react-query';
import { api, type ApiClient } from '../client';
import './cashier-error-codes';
import { CASHIER_KEY } from './cashier-key';
import {
  DEPOSIT_CHANNELS_PATH,
  depositChannelsSchema,
  type DepositChannels,
  type DEPOSIT_CHANNELS_MODULE,
} from '../../../shared/contract/calls/deposit-channels.ts';

export function fetchDepositChannels(
  client: ApiClient = api,
  signal?: AbortSignal,
): Promise<DepositChannels> {
  return client.get(DEPOSIT_CHANNELS_PATH, {
    moduleId: 'DEPOSIT3' satisfies typeof DEPOSIT_CHANNELS_MODULE,
    schema: depositChannelsSchema,
    ...(signal ? { signal } : {}),
  });
}

export function depositChannelsQueryOptions(token: string, client: ApiClient = api) {
  return queryOptions({
    queryKey: [...CASHIER_KEY, 'deposit-channels', token] as const,
    queryFn: ({ signal }) => fetchDepositChannels(client, signal),
    staleTime: 60_000,
  });
}
