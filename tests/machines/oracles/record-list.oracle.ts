import { expect } from 'vitest';
import {
  type LoadPageInput,
  type RecordItem,
  type RecordListContext,
  type RecordPage,
} from '../../../machines/cashier/record-list.machine.ts';
import { isAskable, type RecordFilter } from '../../../machines/cashier/record-filters.ts';
import { TIMINGS } from '../../requirements/timings.ts';
import {
  actionsIn,
  invocationsIn,
  type Effect,
  type Oracle,
  type StepView,
} from '../helpers/chart-model.ts';

type Step = StepView<RecordListContext>;

/** Requirements B9.5 "Infinite scroll": load more at most once per second (the table, not the chart). */
const SCROLL_INTERVAL_MS = TIMINGS.infiniteScroll.ms;

const AFTER_SCROLL = 'xstate.after.loadMoreInterval.recordList.scroll.coolingDown';
const DONE_FIRST = 'xstate.done.actor.loadFirstPage';
const DONE_NEXT = 'xstate.done.actor.loadNextPage';

const before = ({ previous }: Step) => previous?.context as RecordListContext;
const region = (value: unknown, name: 'list' | 'scroll' | 'detail') => {
  const part = (value as Record<string, string | Record<string, string>> | undefined)?.[name];
  return typeof part === 'string' ? part : Object.keys(part ?? {})[0];
};
const codeOf = (error: unknown) => (error as { code?: string }).code ?? 'unknown';
const ids = (items: readonly RecordItem[]) => items.map((item) => item.id);

/** The input of the last page request of this path. */
function lastRequest(history: Effect[]): LoadPageInput | undefined {
  const asked = invocationsIn(history).filter(
    (effect) => 'invoke' in effect && effect.invoke === 'loadPage',
  );
  const last = asked[asked.length - 1] as { input?: LoadPageInput } | undefined;
  return last?.input;
}

// When scrolling last asked for a page on this path, on the test's fake clock.
let lastScrollAsk: number | null = null;

/** What holds in every state of the list. */
function listInvariants({ context, running }: Step): void {
  // Rows are unique in the list: an id shown once.
  expect(new Set(ids(context.items)).size).toBe(context.items.length);
  // The filter asked for is always one that can be asked for (a custom range in order).
  expect(isAskable(context.filter)).toBe(true);
  // At most one page request runs at a time.
  expect(
    running.filter((id) => id === 'loadFirstPage' || id === 'loadNextPage').length,
  ).toBeLessThanOrEqual(1);
  // The betting record alone has totals.
  if (context.kind === 'transactions') expect(context.totals).toBeNull();
  for (const item of context.items)
    expect(item.kind).toBe(context.kind === 'transactions' ? 'transaction' : 'bet');
}

/** The previous filter's rows never show under a new one: every row came from a page of this filter. */
function rowsOfThisFilter({ context, history }: Step): void {
  const asked = lastRequest(history);
  expect(asked?.filter).toEqual(context.filter);
  expect(asked?.kind).toBe(context.kind);
}

/** What the chart's state of a filter change must be: page 1 of the new filter, nothing kept. */
function startedOver(step: Step): void {
  const { context, event, effects } = step;
  const filter = event['filter'] as RecordFilter;
  expect(context.filter).toEqual(filter);
  expect(context).toMatchObject({
    items: [],
    page: 0,
    hasMore: false,
    totals: null,
    errorCode: null,
  });
  expect(invocationsIn(effects)).toEqual([
    { invoke: 'loadPage', id: 'loadFirstPage', input: { kind: context.kind, filter, page: 1 } },
  ]);
}

/** What must hold in each state of the record list chart. */
export const recordListOracle: Oracle<RecordListContext> = {
  list: (step) => {
    if (step.event.type === 'xstate.init') lastScrollAsk = null;
    listInvariants(step);
    // The chart shows nothing itself: no action of its own, only page requests.
    expect(actionsIn(step.effects)).toEqual([]);
    if (step.event.type === 'filter.changed') {
      const filter = step.event['filter'] as RecordFilter;
      // A filter that cannot be asked for changes nothing; any other starts over at page 1.
      if (isAskable(filter)) startedOver(step);
      else expect(step.context).toEqual(before(step));
    }
  },
  'list.restarting': (step) => {
    // Passed through at once on a new filter: nothing of the previous filter is kept.
    expect(step.event.type).toBe('filter.changed');
    expect(step.context).toMatchObject({
      items: [],
      page: 0,
      hasMore: false,
      totals: null,
      errorCode: null,
    });
    expect(step.context.filter).toEqual(step.event['filter']);
  },
  'list.loading': (step) => {
    const { context, running, hasTag, entered, effects } = step;
    expect(hasTag('busy')).toBe(true);
    expect(hasTag('listed')).toBe(false);
    expect(running).toEqual(['loadFirstPage']);
    expect(context).toMatchObject({
      items: [],
      page: 0,
      hasMore: false,
      totals: null,
      errorCode: null,
    });
    if (entered)
      expect(invocationsIn(effects)).toEqual([
        {
          invoke: 'loadPage',
          id: 'loadFirstPage',
          input: { kind: context.kind, filter: context.filter, page: 1 },
        },
      ]);
  },
  'list.showing': (step) => {
    const { context, event, running, hasTag } = step;
    expect(hasTag('busy')).toBe(false);
    expect(hasTag('listed')).toBe(true);
    expect(context.items.length).toBeGreaterThan(0);
    expect(context.page).toBeGreaterThanOrEqual(1);
    expect(context.errorCode).toBeNull();
    // Nothing loads while the rows rest; a step that asked by scrolling has left for loadingMore.
    const askedByScrolling = event.type === 'list.nearEnd' || event.type === AFTER_SCROLL;
    expect(running).toEqual(askedByScrolling && running.length > 0 ? ['loadNextPage'] : []);
    rowsOfThisFilter(step);
    const prev = before(step);
    if (event.type === DONE_FIRST) {
      const page = event.output as RecordPage;
      expect(ids(context.items)).toEqual([...new Set(ids(page.items))]);
      expect(context).toMatchObject({ page: 1, hasMore: page.hasMore, totals: page.totals });
    } else if (event.type === DONE_NEXT) {
      // The next page goes after the rows shown; a row already shown is not shown twice.
      const page = event.output as RecordPage;
      expect(ids(context.items).slice(0, prev.items.length)).toEqual(ids(prev.items));
      expect(ids(context.items)).toEqual([...new Set([...ids(prev.items), ...ids(page.items)])]);
      expect(context.page).toBe(prev.page + 1);
      expect(context.hasMore).toBe(page.hasMore);
    } else if (askedByScrolling && running.length === 0) {
      // Still here: no next page, or scrolling asked less than a second ago.
      expect(invocationsIn(step.effects)).toEqual([]);
    }
  },
  'list.loadingMore': (step) => {
    const { context, running, hasTag, entered, effects, event, previous } = step;
    expect(hasTag('busy')).toBe(true);
    expect(hasTag('listed')).toBe(true);
    expect(context.items.length).toBeGreaterThan(0);
    expect(context.errorCode).toBeNull();
    expect(running).toEqual(['loadNextPage']);
    rowsOfThisFilter(step);
    if (!entered) return;
    // The next page of the same filter, asked for once.
    expect(invocationsIn(effects)).toEqual([
      {
        invoke: 'loadPage',
        id: 'loadNextPage',
        input: { kind: context.kind, filter: context.filter, page: context.page + 1 },
      },
    ]);
    expect(context.items).toEqual(before(step).items);
    if (event.type === 'list.retry') {
      expect(region(previous?.value, 'list')).toBe('moreFailed');
      return;
    }
    // Asked by scrolling: never twice within the interval of requirements B9.
    expect([`list.nearEnd`, AFTER_SCROLL]).toContain(event.type);
    expect(before(step).hasMore).toBe(true);
    const now = Date.now();
    if (lastScrollAsk !== null)
      expect(now - lastScrollAsk).toBeGreaterThanOrEqual(SCROLL_INTERVAL_MS);
    lastScrollAsk = now;
  },
  'list.moreFailed': (step) => {
    const { context, running, hasTag, event, entered } = step;
    expect(hasTag('busy')).toBe(false);
    expect(hasTag('listed')).toBe(true);
    expect(running).toEqual([]);
    expect(context.errorCode).toEqual(expect.any(String));
    // A later page that fails keeps every row already shown.
    if (entered) {
      expect(context.errorCode).toBe(codeOf(event.error));
      const prev = before(step);
      expect(context).toEqual({ ...prev, errorCode: context.errorCode });
    }
    expect(context.items.length).toBeGreaterThan(0);
    rowsOfThisFilter(step);
  },
  'list.empty': (step) => {
    const { context, running, hasTag, event, entered } = step;
    expect(hasTag('busy')).toBe(false);
    expect(hasTag('listed')).toBe(false);
    expect(running).toEqual([]);
    expect(context).toMatchObject({ items: [], page: 0, hasMore: false, errorCode: null });
    if (entered) {
      expect(event.type).toBe(DONE_FIRST);
      expect((event.output as RecordPage).items).toEqual([]);
      expect(context.totals).toEqual((event.output as RecordPage).totals);
    }
    rowsOfThisFilter(step);
  },
  'list.failed': (step) => {
    const { context, running, hasTag, event, entered } = step;
    expect(hasTag('busy')).toBe(false);
    expect(running).toEqual([]);
    expect(context).toMatchObject({ items: [], page: 0, totals: null });
    expect(context.errorCode).toEqual(expect.any(String));
    if (entered) expect(context.errorCode).toBe(codeOf(event.error));
  },
  scroll: ({ running, context }) => {
    // Scrolling runs no request of its own: a page it asks for is the list's next page.
    expect(running.every((id) => id === 'loadFirstPage' || id === 'loadNextPage')).toBe(true);
    expect(context.page).toBeGreaterThanOrEqual(0);
  },
  'scroll.ready': (step) => {
    const { event, entered, previous, snapshot } = step;
    if (event.type === 'list.nearEnd') {
      // Refused: no further page, or a list not shown (loading, failed, a next page failed).
      expect(entered).toBe(false);
      const allowed = before(step).hasMore && region(previous?.value, 'list') === 'showing';
      expect(allowed).toBe(false);
      expect(region(snapshot.value, 'list')).toBe(region(previous?.value, 'list'));
    } else if (entered && previous !== null) {
      expect(event.type).toBe(AFTER_SCROLL);
    }
  },
  'scroll.coolingDown': (step) => {
    const { event, entered, previous, snapshot } = step;
    // The end reached again within the second is asked for at its end, through ready.
    const keptAsk =
      event.type === AFTER_SCROLL && region(previous?.value, 'scroll') === 'coolingDown';
    if (entered || keptAsk) {
      expect([`list.nearEnd`, AFTER_SCROLL]).toContain(event.type);
      expect(region(previous?.value, 'list')).toBe('showing');
      expect(region(snapshot.value, 'list')).toBe('loadingMore');
    } else if (event.type === 'list.nearEnd') {
      // Within the second: no page is asked for; the ask is kept for the second's end.
      expect(invocationsIn(step.effects)).toEqual([]);
      expect(region(snapshot.value, 'list')).toBe(region(previous?.value, 'list'));
    } else {
      expect(event.type).not.toBe(AFTER_SCROLL);
    }
  },
  'scroll.coolingDown.unasked': (step) => {
    if (!step.entered) expect(step.event.type).not.toBe('list.nearEnd');
    else expect(region(step.snapshot.value, 'list')).toBe('loadingMore');
  },
  'scroll.coolingDown.askedAgain': (step) => {
    if (step.entered) {
      expect(step.event.type).toBe('list.nearEnd');
      expect(invocationsIn(step.effects)).toEqual([]);
    }
    expect(step.event.type).not.toBe(AFTER_SCROLL);
  },
  detail: ({ context }) => {
    // An open detail is always a row of the list.
    if (context.selectedId !== null) expect(ids(context.items)).toContain(context.selectedId);
  },
  'detail.closed': (step) => {
    const { context, event, entered } = step;
    expect(context.selectedId).toBeNull();
    if (event.type === 'record.open')
      // Only a row that is listed opens.
      expect(ids(before(step).items)).not.toContain(event['id']);
    if (entered && step.previous !== null)
      expect(['record.close', 'filter.changed']).toContain(event.type);
  },
  'detail.open': (step) => {
    const { context, event, entered } = step;
    expect(context.selectedId).not.toBeNull();
    if (entered) {
      expect(event.type).toBe('record.open');
      expect(context.selectedId).toBe(event['id']);
    } else {
      // A page added or failing below keeps the detail open on its row.
      expect(context.selectedId).toBe(before(step).selectedId);
    }
  },
};
