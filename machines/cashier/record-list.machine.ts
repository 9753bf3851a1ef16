import { and, assign, raise, setup, stateIn } from 'xstate';
import type { BetRecord, BetTotals } from '../../shared/contract/calls/bet-records.ts';
import type { TransactionRecord } from '../../shared/contract/calls/transaction-records.ts';
import { errorCodeOf } from '../error-code.ts';
import { notProvidedActor } from '../not-provided.ts';
import { isAskable, type RecordFilter } from './record-filters.ts';

/**
 * The transaction record `/m/transaction/record` and the betting record `/m/gameRecord`
 * (requirements C5, C6.2): one chart for both, since a product owner reads the same story in each
 * (a first page, more pages as the player scrolls, filters that start over, a row's detail); the
 * input says which list it is, and the lists differ only in their filters and rows.
 *
 * The first page shows a skeleton, then the rows, "no records" or a retry. Scrolling near the end
 * loads the next page at most once a second (requirements B9 "Infinite scroll"); rows are added
 * after those shown, never twice. A later page that fails keeps the rows and offers a retry. A
 * changed filter starts again from page 1, and the previous filter's answer is never shown: the
 * request in flight is abandoned. Tapping a row opens its detail until it is closed.
 *
 * Pure chart: loadPage comes from src/features/cashier/records/actors.
 */

export type RecordKind = 'transactions' | 'bets';

/** One row of either list, with the id that is unique in its list (a round's id for a bet). */
export type RecordItem =
  | { kind: 'transaction'; id: string; record: TransactionRecord }
  | { kind: 'bet'; id: string; record: BetRecord };

/** One page as the chart needs it: the betting record's totals cover the whole filter. */
export interface RecordPage {
  items: readonly RecordItem[];
  hasMore: boolean;
  totals: BetTotals | null;
}

export interface LoadPageInput {
  kind: RecordKind;
  filter: RecordFilter;
  /** From 1. */
  page: number;
}

export interface RecordListInput {
  kind: RecordKind;
  filter: RecordFilter;
}

export interface RecordListContext extends RecordListInput {
  items: RecordItem[];
  /** Pages loaded under the current filter (0 while the first loads). */
  page: number;
  hasMore: boolean;
  totals: BetTotals | null;
  /** The error code of the failed first page or of the failed next page. */
  errorCode: string | null;
  /** The row whose detail is open. */
  selectedId: string | null;
}

export type RecordListEvent =
  | { type: 'filter.changed'; filter: RecordFilter }
  | { type: 'list.nearEnd' }
  | { type: 'list.loadMore' }
  | { type: 'list.retry' }
  | { type: 'record.open'; id: string }
  | { type: 'record.close' };

/** Requirements B9 "Infinite scroll": load more at most once per second. */
export const LOAD_MORE_INTERVAL_MS = 1000;

/** The rows after a next page: those shown, then the page's new ones in its order (requirements C5.1). */
export function appendItems(
  shown: readonly RecordItem[],
  page: readonly RecordItem[],
): RecordItem[] {
  const seen = new Set(shown.map((item) => item.id));
  const added: RecordItem[] = [];
  for (const item of page) {
    if (seen.has(item.id)) continue;
    seen.add(item.id);
    added.push(item);
  }
  return [...shown, ...added];
}

const freshList = {
  items: [] as RecordItem[],
  page: 0,
  hasMore: false,
  totals: null,
  errorCode: null,
};

export const recordListMachine = setup({
  types: {
    input: {} as RecordListInput,
    context: {} as RecordListContext,
    events: {} as RecordListEvent,
  },
  actors: {
    loadPage: notProvidedActor<RecordPage, LoadPageInput>('loadPage'),
  },
  delays: {
    loadMoreInterval: LOAD_MORE_INTERVAL_MS,
  },
  guards: {
    isAskableFilter: (_, params: { filter: RecordFilter }) => isAskable(params.filter),
    hasRows: (_, params: { page: RecordPage }) => params.page.items.length > 0,
    hasMorePages: ({ context }) => context.hasMore,
    isListed: ({ context }, params: { id: string }) =>
      context.items.some((item) => item.id === params.id),
  },
}).createMachine({
  // Stryker disable next-line StringLiteral: equivalent for behaviour, the id only names the chart (inspector, docs).
  id: 'recordList',
  type: 'parallel',
  context: ({ input }) => ({ ...input, ...freshList, selectedId: null }),
  states: {
    list: {
      description:
        "The records of the current filter, newest first, 24 a page. A new filter starts again from the first page, and the previous filter's answer is dropped.",
      initial: 'loading',
      on: {
        'filter.changed': {
          guard: { type: 'isAskableFilter', params: ({ event }) => ({ filter: event.filter }) },
          target: '.restarting',
          actions: assign(({ event }) => ({ ...freshList, filter: event.filter })),
        },
      },
      states: {
        restarting: {
          description:
            "A new filter: the previous filter's rows go, and its answer still on the way is dropped; the first page of the new filter loads.",
          always: 'loading',
        },
        loading: {
          description: 'The first page is loading: a skeleton stands in for the rows.',
          tags: ['busy'],
          invoke: {
            id: 'loadFirstPage',
            src: 'loadPage',
            input: ({ context }) => ({ kind: context.kind, filter: context.filter, page: 1 }),
            onDone: [
              {
                guard: { type: 'hasRows', params: ({ event }) => ({ page: event.output }) },
                target: 'showing',
                actions: assign(({ event }) => ({
                  items: appendItems([], event.output.items),
                  page: 1,
                  hasMore: event.output.hasMore,
                  totals: event.output.totals,
                })),
              },
              {
                target: 'empty',
                actions: assign(({ event }) => ({ totals: event.output.totals })),
              },
            ],
            onError: {
              target: 'failed',
              actions: assign({ errorCode: ({ event }) => errorCodeOf(event.error) }),
            },
          },
        },
        showing: {
          description:
            'The rows loaded so far. Scrolling near the end loads the next page while there is one.',
          tags: ['listed'],
          on: { 'list.loadMore': { guard: 'hasMorePages', target: 'loadingMore' } },
        },
        loadingMore: {
          description: 'The next page is loading below the rows already shown.',
          tags: ['busy', 'listed'],
          invoke: {
            id: 'loadNextPage',
            src: 'loadPage',
            input: ({ context }) => ({
              kind: context.kind,
              filter: context.filter,
              page: context.page + 1,
            }),
            onDone: {
              target: 'showing',
              actions: assign(({ context, event }) => ({
                items: appendItems(context.items, event.output.items),
                page: context.page + 1,
                hasMore: event.output.hasMore,
                // Stryker disable next-line LogicalOperator: equivalent, a page of the same filter answers the same totals.
                totals: event.output.totals ?? context.totals,
              })),
            },
            onError: {
              target: 'moreFailed',
              actions: assign({ errorCode: ({ event }) => errorCodeOf(event.error) }),
            },
          },
        },
        moreFailed: {
          description:
            'The next page could not be loaded: the rows stay, with a message and a retry button below them.',
          tags: ['listed'],
          on: {
            'list.retry': { target: 'loadingMore', actions: assign({ errorCode: null }) },
          },
        },
        empty: {
          description: 'Nothing matches the filter: the "no records" message.',
        },
        failed: {
          description: 'The first page could not be loaded: the message and a retry button.',
          on: { 'list.retry': { target: 'loading', actions: assign({ errorCode: null }) } },
        },
      },
    },
    scroll: {
      description: 'Scrolling near the end of the list loads the next page, at most once a second.',
      initial: 'ready',
      states: {
        ready: {
          description: 'Scrolling within 400 px of the end asks for the next page.',
          on: {
            'list.nearEnd': {
              guard: and(['hasMorePages', stateIn({ list: 'showing' })]),
              target: 'coolingDown',
              actions: raise({ type: 'list.loadMore' }),
            },
          },
        },
        coolingDown: {
          description:
            'A page was just asked for: scrolling asks for no other during one second. Reaching the end again meanwhile is asked for once the second is over.',
          initial: 'unasked',
          states: {
            unasked: {
              description: 'No scroll has reached the end since the page was asked for.',
              on: { 'list.nearEnd': 'askedAgain' },
            },
            askedAgain: {
              description:
                'The end was reached again within the second: it is asked for when the second is over.',
            },
          },
          after: {
            loadMoreInterval: [
              {
                guard: stateIn({ scroll: { coolingDown: 'askedAgain' } }),
                target: 'ready',
                actions: raise({ type: 'list.nearEnd' }),
              },
              { target: 'ready' },
            ],
          },
        },
      },
    },
    detail: {
      description: "A tapped row's detail, over the list.",
      initial: 'closed',
      on: {
        // The detail belongs to a row of the filter it was opened under.
        'filter.changed': {
          guard: { type: 'isAskableFilter', params: ({ event }) => ({ filter: event.filter }) },
          target: '.closed',
        },
      },
      states: {
        closed: {
          description: 'No detail is open; tapping a row opens its detail.',
          entry: assign({ selectedId: null }),
          on: {
            'record.open': {
              guard: { type: 'isListed', params: ({ event }) => ({ id: event.id }) },
              target: 'open',
              actions: assign({ selectedId: ({ event }) => event.id }),
            },
          },
        },
        open: {
          description:
            "The row's every field, its order number or round with a copy button; the close button, Escape or back closes it.",
          on: { 'record.close': 'closed' },
        },
      },
    },
  },
});
