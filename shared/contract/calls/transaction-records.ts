import * as z from 'zod/mini';
import type { RecordStatusFilter, RecordTypeFilter } from '../cashier.ts';
import type { ModuleId } from '../../module-ids.ts';
import {
  instantSchema,
  ledgerEntryTypeSchema,
  recordStatusSchema,
  signedAmountSchema,
} from './cashier-fields.ts';

export const TRANSACTION_RECORDS_MODULE = 'TRANSREC3' satisfies ModuleId;

/**
 * GET, member session (trial refused), query `type`, `status`, `from`, `to` (YYYY-MM-DD, Bangladesh
 * days, both included) and `page` (from 1): the player's orders and the ledger entries outside an
 * order, newest first, 24 a page (requirements C5).
 */
export const TRANSACTION_RECORDS_PATH = '/wps/cashier/records';

/** What the site sends (the schema above is what the server reads it with). */
export interface TransactionRecordsQuery {
  type?: RecordTypeFilter;
  status?: RecordStatusFilter;
  from: string;
  to: string;
  page?: number;
}

export const transactionRecordSchema = z.object({
  /** Unique in the list: the order number, or `E` and the entry's id. */
  id: z.string().check(z.minLength(1)),
  type: ledgerEntryTypeSchema,
  /** Signed: what the balance gained or lost (a pending deposit shows what it will add). */
  amount: signedAmountSchema,
  status: recordStatusSchema,
  /** The order number or game round the row belongs to, for the copy button. */
  reference: z.nullable(z.string()),
  /** The channel's name for an order. */
  channelName: z.nullable(z.string()),
  /** The operator's reason of a rejected order, or the note of an adjustment. */
  reason: z.nullable(z.string()),
  /** The balance after the row's entry; null while an order has none. */
  balanceAfter: z.nullable(signedAmountSchema),
  createdAt: instantSchema,
  decidedAt: z.nullable(instantSchema),
});
export type TransactionRecord = z.infer<typeof transactionRecordSchema>;

export const transactionRecordsSchema = z.object({
  rows: z.array(transactionRecordSchema),
  page: z.int(),
  pageSize: z.int(),
  hasMore: z.boolean(),
});
export type TransactionRecords = z.infer<typeof transactionRecordsSchema>;
