import type {
  TransactionRecord,
  TransactionRecords,
} from '../../../shared/contract/calls/transaction-records.ts';
import {
  CASHIER_LIMITS,
  type LedgerEntryType,
  type RecordStatus,
  type RecordStatusFilter,
  type RecordTypeFilter,
} from '../../../shared/contract/cashier.ts';
import type { Database } from '../../db/client.ts';
import { listRecords, type RecordRow } from '../../db/queries/cashier-records.ts';
import { Refusal } from '../refusal.ts';

// The transaction record (requirements C5, docs/api.md "Cashier").

/** Bangladesh keeps UTC+6 all year (no daylight saving): a day starts at 18:00 UTC the day before. */
const BANGLADESH_OFFSET_MS = 6 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The longest range a record call covers, both days included. The site's presets reach 30 days
 * (requirements C5.2); a custom range may reach about a quarter, which keeps every call's scan
 * bounded. Beyond it: `request_param_err` on `to`.
 */
export const RECORD_RANGE_DAYS = CASHIER_LIMITS.recordRangeDays;

export interface DayRange {
  /** The first instant of `from` in Bangladesh. */
  from: Date;
  /** The first instant after `to` in Bangladesh. */
  until: Date;
}

function dayStart(day: string, field: 'from' | 'to'): number {
  const [year, month, date] = day.split('-').map((part) => Number.parseInt(part, 10)) as [
    number,
    number,
    number,
  ];
  const utcMidnight = Date.UTC(year, month - 1, date);
  // Date.UTC rolls 2025-02-30 over into March: a day that does not come back the same is not a day.
  if (new Date(utcMidnight).toISOString().slice(0, 10) !== day)
    throw new Refusal('request_param_err', 'Invalid request parameters', {
      fields: [{ field, reason: 'not a calendar day' }],
    });
  return utcMidnight - BANGLADESH_OFFSET_MS;
}

/**
 * `from`..`to` (YYYY-MM-DD, the contract's pattern already checked) as Bangladesh days, both included
 * (requirements C5.2, C6.2). `from` after `to`, or a range over RECORD_RANGE_DAYS, is refused.
 */
export function bangladeshDays(from: string, to: string): DayRange {
  const start = dayStart(from, 'from');
  const end = dayStart(to, 'to') + DAY_MS;
  if (end <= start)
    throw new Refusal('request_param_err', 'Invalid request parameters', {
      fields: [{ field: 'to', reason: 'must not be before from' }],
    });
  if ((end - start) / DAY_MS > RECORD_RANGE_DAYS)
    throw new Refusal('request_param_err', 'Invalid request parameters', {
      fields: [{ field: 'to', reason: `at most ${RECORD_RANGE_DAYS} days from from` }],
    });
  return { from: new Date(start), until: new Date(end) };
}

export interface RecordsQuery {
  type: RecordTypeFilter;
  status: RecordStatusFilter;
  from: string;
  to: string;
  page: number;
}

function recordOf(row: RecordRow, channelName: (code: string) => string): TransactionRecord {
  return {
    id: row.id,
    type: row.type as LedgerEntryType,
    amount: row.amount,
    status: row.status as RecordStatus,
    reference: row.reference,
    channelName: row.channel === null ? null : channelName(row.channel),
    reason: row.reason,
    balanceAfter: row.balance_after,
    createdAt: row.created_at,
    decidedAt: row.decided_at,
  };
}

/**
 * A page of the member's records, 24 a page (requirements C5.1), newest first; `hasMore` is exact
 * (one row more is read than shown). `channelName` names an order's channel as the cashier's
 * configuration does.
 */
export async function transactionRecords(
  db: Database,
  userName: string,
  query: RecordsQuery,
  channelName: (code: string) => string,
): Promise<TransactionRecords> {
  const range = bangladeshDays(query.from, query.to);
  const pageSize = CASHIER_LIMITS.recordPageSize;
  const rows = await listRecords(
    db,
    { userName, type: query.type, status: query.status, ...range },
    pageSize + 1,
    (query.page - 1) * pageSize,
  );
  return {
    rows: rows.slice(0, pageSize).map((row) => recordOf(row, channelName)),
    page: query.page,
    pageSize,
    hasMore: rows.length > pageSize,
  };
}
