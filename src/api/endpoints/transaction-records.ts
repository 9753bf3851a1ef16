import { api, type ApiClient } from '../client';
import './cashier-error-codes';
import {
  TRANSACTION_RECORDS_PATH,
  transactionRecordsSchema,
  type TransactionRecords,
  type TransactionRecordsQuery,
  type TRANSACTION_RECORDS_MODULE,
} from '../../../shared/contract/calls/transaction-records.ts';

/** Requirements C5: one page of 24, newest first. */
export function fetchTransactionRecords(
  query: TransactionRecordsQuery,
  client: ApiClient = api,
  signal?: AbortSignal,
): Promise<TransactionRecords> {
  return client.get(TRANSACTION_RECORDS_PATH, {
    moduleId: 'TRANSREC3' satisfies typeof TRANSACTION_RECORDS_MODULE,
    schema: transactionRecordsSchema,
    params: { ...query },
    ...(signal ? { signal } : {}),
  });
}
