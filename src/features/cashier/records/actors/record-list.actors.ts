import { fromPromise } from 'xstate';
import { fetchBetRecords } from '../../../../api/endpoints/bet-records';
import { fetchTransactionRecords } from '../../../../api/endpoints/transaction-records';
import type { BetRecordsQuery } from '../../../../../shared/contract/calls/bet-records.ts';
import type { TransactionRecordsQuery } from '../../../../../shared/contract/calls/transaction-records.ts';
import { periodRange, type RecordFilter } from '../../../../../machines/cashier/record-filters.ts';
import {
  recordListMachine,
  type LoadPageInput,
  type RecordKind,
  type RecordPage,
} from '../../../../../machines/cashier/record-list.machine.ts';
import { bangladeshDay } from '../../../../lib/bangladesh-time';

/**
 * What one page asks the server (docs/api.md "Cashier"): the filter's own fields and the days of
 * its period, counted in Bangladesh days from `now` (requirements C5.2, C6.2). Only what differs
 * from the server's default is sent.
 */
export function recordQuery(
  kind: RecordKind,
  filter: RecordFilter,
  page: number,
  now: Date,
): TransactionRecordsQuery | BetRecordsQuery {
  const days = periodRange(filter.period, bangladeshDay(now));
  if (kind === 'bets') return { category: filter.category, ...days, page };
  return { type: filter.type, status: filter.status, ...days, page };
}

/** One page of either list, as the chart takes it. */
export async function loadRecordPage(
  { kind, filter, page }: LoadPageInput,
  signal?: AbortSignal,
  now: Date = new Date(),
): Promise<RecordPage> {
  if (kind === 'bets') {
    const answer = await fetchBetRecords(
      recordQuery(kind, filter, page, now) as BetRecordsQuery,
      undefined,
      signal,
    );
    return {
      items: answer.rows.map((record) => ({ kind: 'bet', id: record.roundId, record })),
      hasMore: answer.hasMore,
      totals: answer.totals,
    };
  }
  const answer = await fetchTransactionRecords(
    recordQuery(kind, filter, page, now) as TransactionRecordsQuery,
    undefined,
    signal,
  );
  return {
    items: answer.rows.map((record) => ({ kind: 'transaction', id: record.id, record })),
    hasMore: answer.hasMore,
    totals: null,
  };
}

/**
 * The record list chart with its real page loader. A filter change stops the request in flight
 * (the chart leaves its state) and this aborts it, so the old filter's answer is not even read.
 */
export function recordListLogic(load: typeof loadRecordPage = loadRecordPage) {
  return recordListMachine.provide({
    actors: {
      loadPage: fromPromise<RecordPage, LoadPageInput>(({ input, signal }) => load(input, signal)),
    },
  });
}
