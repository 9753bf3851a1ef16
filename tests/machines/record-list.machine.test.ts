import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { BetRecord, BetTotals } from '../../shared/contract/calls/bet-records.ts';
import type { TransactionRecord } from '../../shared/contract/calls/transaction-records.ts';
import {
  DEFAULT_FILTER,
  isAskable,
  isDay,
  periodRange,
  rangeProblem,
  shiftDay,
  type RecordFilter,
} from '../../machines/cashier/record-filters.ts';
import {
  appendItems,
  recordListMachine,
  type LoadPageInput,
  type RecordItem,
  type RecordListContext,
  type RecordListInput,
  type RecordPage,
} from '../../machines/cashier/record-list.machine.ts';
import { describeChartModel } from './helpers/describe-chart-model.ts';
import { driveChart, type DrivenChart } from './helpers/driven-chart.ts';
import { recordListOracle } from './oracles/record-list.oracle.ts';

const transaction = (id: string): RecordItem => ({
  kind: 'transaction',
  id,
  record: {
    id,
    type: 'deposit',
    amount: '500.00',
    status: 'approved',
    reference: id,
    channelName: 'bKash',
    reason: null,
    balanceAfter: '1500.00',
    createdAt: '2026-12-07T10:00:00.000Z',
    decidedAt: '2026-12-07T10:05:00.000Z',
  } satisfies TransactionRecord,
});
const bet = (id: string): RecordItem => ({
  kind: 'bet',
  id,
  record: {
    roundId: id,
    gameId: 'g1',
    gameName: 'Lucky Slot',
    vendorName: 'JILI',
    category: 'RNG',
    stake: '10.00',
    validStake: '10.00',
    payout: '0.00',
    winLoss: '-10.00',
    createdAt: '2026-12-07T10:00:00.000Z',
  } satisfies BetRecord,
});
const totals: BetTotals = { rounds: 3, stake: '30.00', validStake: '30.00', winLoss: '-12.50' };

const week: RecordFilter = { ...DEFAULT_FILTER, period: { preset: 'week', from: '', to: '' } };
const deposits: RecordFilter = { ...DEFAULT_FILTER, type: 'deposit', status: 'pending' };
// A custom range whose end comes before its start: never asked for.
const backwards: RecordFilter = {
  ...DEFAULT_FILTER,
  period: { preset: 'custom', from: '2026-12-07', to: '2026-12-01' },
};

function modelOf(kind: RecordListInput['kind']) {
  const row = kind === 'transactions' ? transaction : bet;
  const pageTotals = kind === 'bets' ? totals : null;
  const first = (hasMore: boolean, items = [row('a'), row('b')]) => ({
    type: 'xstate.done.actor.loadFirstPage',
    output: { items, hasMore, totals: pageTotals } satisfies RecordPage,
  });
  // The next page repeats a row already shown (a row added on top moved the pages): it is not shown twice.
  const next = (hasMore: boolean) => ({
    type: 'xstate.done.actor.loadNextPage',
    output: { items: [row('b'), row('c')], hasMore, totals: pageTotals } satisfies RecordPage,
  });
  const nearEnd = { type: 'list.nearEnd' };
  const afterScroll = { type: 'xstate.after.loadMoreInterval.recordList.scroll.coolingDown' };
  const moreFailed = {
    type: 'xstate.error.actor.loadNextPage',
    error: { code: 'network.offline' },
  };
  return {
    input: { kind, filter: DEFAULT_FILTER } satisfies RecordListInput,
    events: [
      first(true),
      first(false, []),
      { type: 'xstate.error.actor.loadFirstPage', error: { code: 'network.timeout' } },
      next(false),
      moreFailed,
      nearEnd,
      afterScroll,
      { type: 'list.retry' },
      { type: 'filter.changed', filter: deposits },
      { type: 'record.open', id: 'a' },
      { type: 'record.close' },
    ],
    sequences: [
      // A backwards range changes nothing, loading or shown; a row that is not listed opens nothing.
      [
        { type: 'filter.changed', filter: backwards },
        first(false),
        { type: 'filter.changed', filter: backwards },
        { type: 'record.open', id: 'zz' },
      ],
      // Three pages: the second asked by scrolling, the end reached again within the second is
      // asked for once the second is over, and a third page that fails keeps the rows.
      [first(true), nearEnd, next(true), nearEnd, afterScroll, moreFailed, { type: 'list.retry' }],
      // A filter change while the next page loads: page 1 of the new filter, the old answer dropped.
      [first(true), nearEnd, { type: 'filter.changed', filter: week }, first(false)],
      // A detail stays open while a page is added below, and a new filter closes it.
      [
        first(true),
        { type: 'record.open', id: 'b' },
        nearEnd,
        next(false),
        { type: 'filter.changed', filter: week },
      ],
    ],
  };
}

describeChartModel('record list chart (model-based)', recordListMachine, {
  oracle: recordListOracle,
  models: {
    'transaction record': modelOf('transactions'),
    // The same story with the betting record's rows and totals: its pages, not every turn again.
    'betting record': (() => {
      const model = modelOf('bets');
      const [first, empty, , next, , nearEnd] = model.events;
      return { ...model, events: [first, empty, next, nearEnd] as typeof model.events };
    })(),
  },
});

describe('record list chart (rules)', () => {
  it('appends a page after the rows shown, each id once, in the order the server sent', () => {
    const shown = [transaction('a'), transaction('b')];
    const page = [transaction('b'), transaction('c'), transaction('c'), transaction('d')];
    expect(appendItems(shown, page).map((item) => item.id)).toEqual(['a', 'b', 'c', 'd']);
    expect(appendItems([], [transaction('x'), transaction('x')]).map((i) => i.id)).toEqual(['x']);
  });

  it('drops the answer of the previous filter, however late it comes', async () => {
    vi.useFakeTimers();
    const pending: Array<{ input: LoadPageInput; resolve: (page: RecordPage) => void }> = [];
    const actor = createActor(
      recordListMachine.provide({
        actors: {
          loadPage: fromPromise<RecordPage, LoadPageInput>(
            ({ input }) => new Promise((resolve) => pending.push({ input, resolve })),
          ),
        },
      }),
      { input: { kind: 'transactions', filter: DEFAULT_FILTER } },
    ).start();
    actor.send({ type: 'filter.changed', filter: deposits });
    expect(pending.map((p) => p.input.filter.type)).toEqual(['all', 'deposit']);
    // The new filter's page comes first, then the old filter's, late.
    pending[1]?.resolve({ items: [transaction('new')], hasMore: false, totals: null });
    await vi.advanceTimersByTimeAsync(0);
    pending[0]?.resolve({ items: [transaction('old')], hasMore: true, totals: null });
    await vi.advanceTimersByTimeAsync(0);
    const { context, value } = actor.getSnapshot();
    expect(value).toMatchObject({ list: 'showing' });
    expect(context.items.map((item) => item.id)).toEqual(['new']);
    expect(context).toMatchObject({ filter: deposits, page: 1, hasMore: false });
    actor.stop();
    vi.useRealTimers();
  });

  it('loads more by scrolling at most once a second, and asks again at the end of the second', async () => {
    vi.useFakeTimers();
    const asked: number[] = [];
    const actor = createActor(
      recordListMachine.provide({
        actors: {
          loadPage: fromPromise<RecordPage, LoadPageInput>(async ({ input }) => {
            asked.push(input.page);
            return { items: [bet(`r${input.page}`)], hasMore: true, totals };
          }),
        },
      }),
      { input: { kind: 'bets', filter: DEFAULT_FILTER } },
    ).start();
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'list.nearEnd' });
    await vi.advanceTimersByTimeAsync(0);
    for (let i = 0; i < 5; i += 1) actor.send({ type: 'list.nearEnd' });
    await vi.advanceTimersByTimeAsync(999);
    expect(asked).toEqual([1, 2]);
    await vi.advanceTimersByTimeAsync(1);
    expect(asked).toEqual([1, 2, 3]);
    expect(actor.getSnapshot().context.items.map((item) => item.id)).toEqual(['r1', 'r2', 'r3']);
    actor.stop();
    vi.useRealTimers();
  });
});

describe('record list chart (what the list shows, requirements C5)', () => {
  type List = DrivenChart<RecordListContext>;
  let list: List;
  const page = (ids: string[], hasMore: boolean): RecordPage => ({
    items: ids.map(transaction),
    hasMore,
    totals: null,
  });
  const open = async (first: RecordPage): Promise<List> => {
    list = driveChart<RecordListContext>(recordListMachine, {
      input: { kind: 'transactions', filter: DEFAULT_FILTER } satisfies RecordListInput,
    });
    await list.answer('loadFirstPage', first);
    return list;
  };
  const shown = () => list.context().items.map((item) => item.id);
  const region = (name: 'list' | 'detail') => (list.value() as Record<string, unknown>)[name];
  afterEach(() => list?.stop());

  it('scrolling near the end loads the next page below the rows shown', async () => {
    await open(page(['a', 'b'], true));
    list.send({ type: 'list.nearEnd' });
    expect(region('list')).toBe('loadingMore');
    expect(list.busy()).toBe(true);
    expect(list.calls('loadPage').map((call) => call.input)).toEqual([
      { kind: 'transactions', filter: DEFAULT_FILTER, page: 1 },
      { kind: 'transactions', filter: DEFAULT_FILTER, page: 2 },
    ]);
    await list.answer('loadNextPage', page(['c'], false));
    expect(region('list')).toBe('showing');
    expect(shown()).toEqual(['a', 'b', 'c']);
  });

  it('after the last page no further page is asked for, by scrolling or by a load-more request', async () => {
    await open(page(['a', 'b'], false));
    list.send({ type: 'list.nearEnd' });
    list.send({ type: 'list.loadMore' });
    expect(region('list')).toBe('showing');
    expect(list.busy()).toBe(false);
    expect(list.calls('loadPage')).toHaveLength(1);
  });

  it('a failed next page keeps the rows with a message; retry asks that page again without it', async () => {
    await open(page(['a', 'b'], true));
    list.send({ type: 'list.nearEnd' });
    await list.fail('loadNextPage', { code: 'network.offline' });
    expect(region('list')).toBe('moreFailed');
    expect(shown()).toEqual(['a', 'b']);
    expect(list.context().errorCode).toBe('network.offline');
    list.send({ type: 'list.retry' });
    expect(region('list')).toBe('loadingMore');
    expect(list.context().errorCode).toBeNull();
    expect(list.calls('loadPage').at(-1)?.input).toEqual({
      kind: 'transactions',
      filter: DEFAULT_FILTER,
      page: 2,
    });
    await list.answer('loadNextPage', page(['c'], false));
    expect(shown()).toEqual(['a', 'b', 'c']);
  });

  it('a failed first page shows the message; retry asks the first page again without it', async () => {
    list = driveChart<RecordListContext>(recordListMachine, {
      input: { kind: 'transactions', filter: DEFAULT_FILTER } satisfies RecordListInput,
    });
    await list.fail('loadFirstPage', { code: 'network.timeout' });
    expect(region('list')).toBe('failed');
    expect(list.context().errorCode).toBe('network.timeout');
    list.send({ type: 'list.retry' });
    expect(region('list')).toBe('loading');
    expect(list.busy()).toBe(true);
    expect(list.context().errorCode).toBeNull();
    expect(list.calls('loadPage')).toHaveLength(2);
    expect(list.calls('loadPage').at(-1)?.input).toEqual({
      kind: 'transactions',
      filter: DEFAULT_FILTER,
      page: 1,
    });
    await list.answer('loadFirstPage', page(['a'], false));
    expect(shown()).toEqual(['a']);
  });

  it("a row's detail opens on tap and closes again", async () => {
    await open(page(['a', 'b'], false));
    list.send({ type: 'record.open', id: 'b' });
    expect(region('detail')).toBe('open');
    expect(list.context().selectedId).toBe('b');
    list.send({ type: 'record.close' });
    expect(region('detail')).toBe('closed');
    expect(list.context().selectedId).toBeNull();
  });
});

describe('record filters (rules)', () => {
  it('counts a preset back from today, today included', () => {
    const period = (preset: 'today' | 'week' | 'month') => ({ preset, from: '', to: '' });
    expect(periodRange(period('today'), '2026-03-01')).toEqual({
      from: '2026-03-01',
      to: '2026-03-01',
    });
    expect(periodRange(period('week'), '2026-03-01')).toEqual({
      from: '2026-02-23',
      to: '2026-03-01',
    });
    expect(periodRange(period('month'), '2024-03-01')).toEqual({
      from: '2024-02-01',
      to: '2024-03-01',
    });
    expect(
      periodRange({ preset: 'custom', from: '2026-01-02', to: '2026-01-05' }, '2026-03-01'),
    ).toEqual({ from: '2026-01-02', to: '2026-01-05' });
  });

  it('moves days across months, years and leap days', () => {
    expect(shiftDay('2025-01-01', -1)).toBe('2024-12-31');
    expect(shiftDay('2024-02-28', 1)).toBe('2024-02-29');
    expect(shiftDay('2025-02-28', 1)).toBe('2025-03-01');
    expect(isDay('2025-02-29')).toBe(false);
    expect(isDay('2024-02-29')).toBe(true);
    expect(isDay('2024-2-9')).toBe(false);
  });

  it('judges a custom range: both days, the end not before the start, nothing after today', () => {
    expect(rangeProblem('', '2026-01-01')).toBe('range.missing');
    expect(rangeProblem('2026-01-05', '2026-01-04')).toBe('range.order');
    expect(rangeProblem('2026-01-05', '2026-01-05')).toBeNull();
    expect(rangeProblem('2026-01-05', '2026-01-09', '2026-01-08')).toBe('range.future');
    // Requirements C5.2: at most 90 days, both ends included (the server's limit too).
    expect(rangeProblem('2026-01-01', '2026-03-31')).toBeNull();
    expect(rangeProblem('2026-01-01', '2026-04-01')).toBe('range.long');
    expect(rangeProblem('2025-12-01', '2026-02-28', '2026-03-01')).toBeNull();
    expect(rangeProblem('2026-01-05', '2026-01-08', '2026-01-08')).toBeNull();
    expect(isAskable(backwards)).toBe(false);
    expect(isAskable(week)).toBe(true);
  });
});
