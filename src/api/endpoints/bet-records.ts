import { api, type ApiClient } from '../client';
import './cashier-error-codes';
import {
  BET_RECORDS_PATH,
  betRecordsSchema,
  type BetRecords,
  type BetRecordsQuery,
  type BET_RECORDS_MODULE,
} from '../../../shared/contract/calls/bet-records.ts';

/** Requirements C6.2: one page of 24 rounds with the totals of the whole filter. */
export function fetchBetRecords(
  query: BetRecordsQuery,
  client: ApiClient = api,
  signal?: AbortSignal,
): Promise<BetRecords> {
  return client.get(BET_RECORDS_PATH, {
    moduleId: 'TRANSBETREPMEM3' satisfies typeof BET_RECORDS_MODULE,
    schema: betRecordsSchema,
    params: { ...query },
    ...(signal ? { signal } : {}),
  });
}
