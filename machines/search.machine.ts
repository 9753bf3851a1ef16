import { assign, setup } from 'xstate';
import type { Game, GamePage } from '../shared/contract/calls/game-entry.ts';
import { errorCodeOf } from './account/shared.ts';
import { SEARCH_MIN_LENGTH, SEARCH_TOO_SHORT } from './games/search-rules.ts';
import { notProvidedActor } from './not-provided.ts';

/**
 * Game search: the search popup and the search screen.
 *
 * Searching needs at least 3 characters; shorter text shows that rule. Typing waits 500 ms before
 * searching, Enter searches at once. A new term resets the list, page 1 and has-more; load more
 * asks for the next page while pageNum < totalPages. With an empty box the hot list is shown, and
 * leaving an empty box closes the popup. Page size is 9 on the popup and 36 on the screen.
 *
 * Pure chart: searchGames and loadHot come from src/features/games/actors.
 */

export { SEARCH_MIN_LENGTH, SEARCH_TOO_SHORT } from './games/search-rules.ts';

export interface SearchInput {
  /** 9 on the popup, 36 on the search screen. */
  pageSize: number;
  /** The popup closes when an empty box loses focus; the screen stays. */
  closesOnBlur: boolean;
  /** The screen is open from the start; the popup opens on request. */
  startOpen: boolean;
}

export interface SearchContext {
  term: string;
  games: Game[];
  pageNum: number;
  totalPages: number;
  totalCount: number;
  hasMore: boolean;
  noData: boolean;
  hot: Game[] | null;
  pageSize: number;
  closesOnBlur: boolean;
  startOpen: boolean;
  errorCode: string | null;
}

export interface SearchGamesInput {
  term: string;
  pageNo: number;
  pageSize: number;
}

export type SearchEvent =
  | { type: 'search.open' }
  | { type: 'search.close' }
  | { type: 'search.input'; term: string }
  | { type: 'search.submit' }
  | { type: 'search.blur' }
  | { type: 'search.loadMore' }
  | { type: 'search.retry' };

const trimmed = (term: string) => term.trim();
const resetList = {
  games: [],
  pageNum: 1,
  totalPages: 0,
  totalCount: 0,
  hasMore: false,
  noData: false,
  errorCode: null,
};

export const searchMachine = setup({
  types: {
    input: {} as SearchInput,
    context: {} as SearchContext,
    events: {} as SearchEvent,
  },
  actors: {
    searchGames: notProvidedActor<GamePage, SearchGamesInput>('searchGames'),
    loadHot: notProvidedActor<Game[]>('loadHot'),
  },
  delays: {
    // Typing waits this long after the last key before searching.
    debounce: 500,
  },
  guards: {
    startsOpen: ({ context }) => context.startOpen,
    isEmpty: ({ context }) => trimmed(context.term) === '',
    isTooShort: ({ context }) => trimmed(context.term).length < SEARCH_MIN_LENGTH,
    isNewTerm: ({ context }, params: { term: string }) =>
      trimmed(params.term) !== trimmed(context.term),
    closesOnEmptyBlur: ({ context }) => context.closesOnBlur && trimmed(context.term) === '',
    hotLoaded: ({ context }) => context.hot !== null,
    hasMore: ({ context }) => context.hasMore,
    foundNothing: (_, params: { page: GamePage }) => params.page.games.length === 0,
  },
}).createMachine({
  id: 'search',
  context: ({ input }) => ({
    term: '',
    ...resetList,
    hot: null,
    pageSize: input.pageSize,
    closesOnBlur: input.closesOnBlur,
    startOpen: input.startOpen,
  }),
  initial: 'starting',
  states: {
    starting: {
      description: 'The search screen opens at once; the popup waits until it is asked for.',
      always: [{ guard: 'startsOpen', target: 'open' }, { target: 'closed' }],
    },
    closed: {
      description: 'The popup is closed. What was typed is kept for when it opens again.',
      on: { 'search.open': 'open' },
    },
    open: {
      description:
        'The search box is shown. Typing a new term starts over (the list, page 1, has-more); the same term with other spacing changes nothing. Leaving an empty box closes the popup (not the search screen).',
      initial: 'deciding',
      on: {
        'search.close': 'closed',
        'search.blur': { guard: 'closesOnEmptyBlur', target: 'closed' },
        // A new term resets the list, page 1 and has-more. The same term with other
        // spacing is not new: nothing is searched again.
        'search.input': {
          guard: { type: 'isNewTerm', params: ({ event }) => ({ term: event.term }) },
          target: '.deciding',
          actions: assign(({ event }) => ({ ...resetList, term: event.term.trim() })),
        },
      },
      states: {
        deciding: {
          description:
            'The term decides what shows: the hot list for an empty box, the 3-character rule for a shorter term, else a search.',
          always: [
            { guard: 'isEmpty', target: 'showingHot' },
            { guard: 'isTooShort', target: 'tooShort' },
            { target: 'debouncing' },
          ],
        },
        showingHot: {
          description: 'The box is empty: the hot games are shown instead of results.',
          initial: 'checking',
          states: {
            checking: {
              description: 'The hot list is loaded once and kept for the next empty box.',
              always: [{ guard: 'hotLoaded', target: 'ready' }, { target: 'loading' }],
            },
            loading: {
              description: 'The hot games are being loaded.',
              tags: ['busy'],
              invoke: {
                id: 'loadHot',
                src: 'loadHot',
                onDone: { target: 'ready', actions: assign({ hot: ({ event }) => event.output }) },
                // The hot list is a suggestion: without it the box still searches.
                onError: { target: 'unavailable' },
              },
            },
            ready: { description: 'The hot games are shown.' },
            unavailable: {
              description:
                'The hot games could not be loaded: nothing is shown under the box, which still searches.',
            },
          },
        },
        tooShort: {
          description:
            'The term has 1 or 2 characters: "Search requires at least 3 characters" is shown and nothing is searched.',
          entry: assign({ errorCode: SEARCH_TOO_SHORT }),
        },
        debouncing: {
          description:
            'The search starts 500 ms after the last key; Enter starts it at once. Placeholders show meanwhile.',
          tags: ['busy'],
          after: { debounce: 'searching' },
          on: { 'search.submit': 'searching' },
        },
        searching: {
          description:
            'The first page of games whose name holds the term is asked for (9 a page on the popup, 36 on the search screen). Placeholders show meanwhile.',
          tags: ['busy'],
          // An earlier failure's message does not outlive the search that replaces it.
          entry: assign({ errorCode: null }),
          invoke: {
            id: 'searchGames',
            src: 'searchGames',
            input: ({ context }) => ({
              term: trimmed(context.term),
              pageNo: 1,
              pageSize: context.pageSize,
            }),
            onDone: [
              {
                guard: { type: 'foundNothing', params: ({ event }) => ({ page: event.output }) },
                target: 'noResults',
                actions: assign({ ...resetList, noData: true }),
              },
              {
                target: 'results',
                actions: assign(({ event }) => ({
                  games: event.output.games,
                  pageNum: event.output.pageNum,
                  totalPages: event.output.totalPages,
                  totalCount: event.output.totalCount,
                  hasMore: event.output.pageNum < event.output.totalPages,
                  noData: false,
                })),
              },
            ],
            onError: {
              target: 'failed',
              actions: assign({ errorCode: ({ event }) => errorCodeOf(event.error) }),
            },
          },
        },
        results: {
          description:
            'The games found and their count. Load more is offered while there are more pages; a failed load more keeps the list and shows its message.',
          tags: ['listing'],
          on: {
            'search.loadMore': { guard: 'hasMore', target: 'loadingMore' },
            'search.submit': 'searching',
          },
        },
        loadingMore: {
          description: 'The next page is asked for and added below the games already shown.',
          tags: ['busy', 'listing'],
          entry: assign({ errorCode: null }),
          invoke: {
            id: 'searchMore',
            src: 'searchGames',
            input: ({ context }) => ({
              term: trimmed(context.term),
              pageNo: context.pageNum + 1,
              pageSize: context.pageSize,
            }),
            onDone: {
              target: 'results',
              actions: assign(({ context, event }) => {
                const pageNum = Math.max(event.output.pageNum, context.pageNum + 1);
                return {
                  games: [...context.games, ...event.output.games],
                  pageNum,
                  totalPages: event.output.totalPages,
                  totalCount: event.output.totalCount,
                  hasMore: pageNum < event.output.totalPages,
                };
              }),
            },
            onError: {
              target: 'results',
              actions: assign({ errorCode: ({ event }) => errorCodeOf(event.error) }),
            },
          },
        },
        noResults: {
          description: 'Nothing matches the term: "No games found" is shown.',
          on: { 'search.submit': 'searching' },
        },
        failed: {
          description: 'The search failed: its message and a retry button are shown.',
          on: { 'search.retry': 'searching', 'search.submit': 'searching' },
        },
      },
    },
  },
});
