import { and, assign, raise, setup, stateIn } from 'xstate';
import type { Game, GamePage } from '../shared/contract/calls/game-entry.ts';
import { errorCodeOf } from './account/shared.ts';
import { filterHot, presetFor, type DataType, type ListFilter } from './games/presets.ts';
import { notProvidedAction, notProvidedActor } from './not-provided.ts';

/**
 * Game list of a category screen, favourites or recent (requirements B2.4, B4 "Game list", "Hot list").
 *
 * Any filter change (vendor, classify, name, panel) clears the list, goes back to page 1,
 * clears no-data and the minimum bet, and reloads. Favourite, Recent and Hot switch the data type
 * and need a session, else the player goes to /m/login. Load more appends the next page while
 * pageNum < totalPages; scrolling near the end asks at most once a second, and an ask within
 * the second is kept for its end. The hot list is paged
 * locally and its 'Load more' wraps to page 1. Clear filter with a query string goes to the plain
 * path, otherwise it resets vendor, classify, minBet and minLine to the screen's preset.
 *
 * Pure chart: loadGames, loadHot, goToLogin and goToPlainPath come from src/features/games/actors.
 */

export interface GameListInput {
  /** The screen's type: a catalogue type or a special type of the preset table (BINGO, HOT …). */
  gameType: string;
  /** Query overrides (requirements B2.3: vassalage, gameClassify, dataType). */
  vassalage?: string;
  gameClassify?: string;
  dataType?: DataType;
  hasQuery: boolean;
  hasSession: boolean;
  /** In-house vendor codes, for the INHOUSE preset. */
  inHouseVendors: readonly string[];
  /** The vendor codes of the screen's category: what "All" lists on a catalogue type's screen. */
  categoryVendors?: readonly string[];
  /** Requirements B9: 24 on game lists. */
  pageSize: number;
  /** Requirements B9: the local hot page, 24 by default. */
  hotPageSize: number;
}

export interface GameListContext {
  /** The preset's filter: what clearing goes back to. */
  base: ListFilter;
  filter: ListFilter;
  dataType: DataType;
  games: Game[];
  pageNum: number;
  totalPages: number;
  totalCount: number;
  noData: boolean;
  /** The whole hot list, loaded once; pages are cut from it. */
  hot: Game[] | null;
  hotPage: number;
  hasQuery: boolean;
  hasSession: boolean;
  pageSize: number;
  hotPageSize: number;
  errorCode: string | null;
}

export interface LoadGamesInput {
  dataType: Exclude<DataType, 'HOT'>;
  filter: ListFilter;
  pageNo: number;
  pageSize: number;
}

export type GameListEvent =
  | { type: 'filter.vendorChanged'; vendor: string | null }
  | { type: 'filter.classifyChanged'; classify: string }
  | { type: 'filter.nameChanged'; name: string }
  | {
      type: 'filter.panelChanged';
      vendor: string | null;
      classify: string;
      minBet: string;
      minLine: string;
    }
  | { type: 'filter.clear' }
  | { type: 'data.select'; dataType: DataType }
  | { type: 'list.loadMore' }
  | { type: 'list.nearEnd' }
  | { type: 'list.retry' }
  | { type: 'session.changed'; hasSession: boolean }
  | { type: 'favourite.removed'; nodeId: number }
  | { type: 'favourite.restored'; game: Game; index: number };

/** Favourite, Recent and Hot need a token (requirements B4). */
const NEEDS_SESSION: ReadonlySet<DataType> = new Set(['FAV', 'RECENT', 'HOT']);

const cleared = {
  games: [],
  pageNum: 1,
  totalPages: 0,
  totalCount: 0,
  noData: false,
  hotPage: 1,
  errorCode: null,
};

function hotPages(context: GameListContext): number {
  // Stryker disable next-line ArrayDeclaration: equivalent, the hot list is paged only once it is loaded; the fallback only satisfies the type.
  return Math.max(
    1,
    Math.ceil(filterHot(context.hot ?? [], context.filter).length / context.hotPageSize),
  );
}

function hotSlice(context: GameListContext, page: number): Game[] {
  const start = (page - 1) * context.hotPageSize;
  // Stryker disable next-line ArrayDeclaration: equivalent, for the same reason.
  return filterHot(context.hot ?? [], context.filter).slice(start, start + context.hotPageSize);
}

function initialContext(input: GameListInput): GameListContext {
  const preset = presetFor(input.gameType, input.inHouseVendors, input.categoryVendors);
  return {
    base: preset.filter,
    filter: {
      ...preset.filter,
      vassalage: input.vassalage || preset.filter.vassalage,
      gameClassify: input.gameClassify || preset.filter.gameClassify,
    },
    dataType: input.dataType && input.dataType !== 'ALL' ? input.dataType : preset.dataType,
    ...cleared,
    hot: null,
    hasQuery: input.hasQuery,
    hasSession: input.hasSession,
    pageSize: input.pageSize,
    hotPageSize: input.hotPageSize,
  };
}

/** A changed filter: the list restarts at page 1 and the minimum bet goes (requirements B4). */
function refilter(context: GameListContext, patch: Partial<ListFilter>): Partial<GameListContext> {
  return { ...cleared, filter: { ...context.filter, minBet: '', ...patch } };
}

export const gameListMachine = setup({
  types: {
    input: {} as GameListInput,
    context: {} as GameListContext,
    events: {} as GameListEvent,
  },
  actors: {
    loadGames: notProvidedActor<GamePage, LoadGamesInput>('loadGames'),
    loadHot: notProvidedActor<Game[]>('loadHot'),
  },
  actions: {
    goToLogin: notProvidedAction('goToLogin'),
    goToPlainPath: notProvidedAction('goToPlainPath'),
    // The server refused a removal: the game goes back where it was. Only a list that shows games
    // (or "no games" after the last one went) takes it: a list still loading gets it from the server.
    restoreFavourite: assign(({ context, event }) => {
      const { game, index } = event as Extract<GameListEvent, { type: 'favourite.restored' }>;
      return {
        games: [...context.games.slice(0, index), game, ...context.games.slice(index)],
        totalCount: context.totalCount + 1,
      };
    }),
  },
  delays: {
    // Requirements B9: infinite scroll loads at most once per second.
    scrollThrottle: 1000,
  },
  guards: {
    isHot: ({ context }) => context.dataType === 'HOT',
    hotLoaded: ({ context }) => context.hot !== null,
    hotIsEmpty: ({ context }) => hotSlice(context, 1).length === 0,
    // A screen opened on favourites or recent (their routes, a query) needs the session too; the
    // hot screen itself is open to visitors, only switching to Hot from a tab asks for it.
    needsLogin: ({ context }) =>
      (context.dataType === 'FAV' || context.dataType === 'RECENT') && !context.hasSession,
    hasMorePages: ({ context }) => context.pageNum < context.totalPages,
    pageIsEmpty: (_, params: { page: GamePage }) => params.page.games.length === 0,
    hasQuery: ({ context }) => context.hasQuery,
    // Clear filter resets vendor, classification and the panel: offered only when one of them is set.
    hasFilterToClear: ({ context: { filter, base } }) =>
      filter.vassalage !== base.vassalage ||
      filter.gameClassify !== base.gameClassify ||
      filter.minBet !== '' ||
      filter.minLine !== '',
    // Favourites and recent are the member's own: they go when the session does.
    isSignedIn: (_, params: { hasSession: boolean }) => params.hasSession,
    losesMemberList: ({ context }, params: { hasSession: boolean }) =>
      context.hasSession &&
      !params.hasSession &&
      (context.dataType === 'FAV' || context.dataType === 'RECENT'),
    isOtherVendor: ({ context }, params: { vendor: string | null }) =>
      (params.vendor ?? context.base.vassalage) !== context.filter.vassalage,
    isOtherClassify: ({ context }, params: { classify: string }) =>
      params.classify !== context.filter.gameClassify,
    isOtherName: ({ context }, params: { name: string }) =>
      params.name.trim() !== context.filter.gameName,
    isOtherDataType: ({ context }, params: { dataType: DataType }) =>
      params.dataType !== context.dataType,
    // Choosing the data type already shown (Hot on the hot screen) changes nothing, for visitors too.
    refusedWithoutSession: ({ context }, params: { dataType: DataType }) =>
      params.dataType !== context.dataType &&
      NEEDS_SESSION.has(params.dataType) &&
      !context.hasSession,
    isLastFavourite: ({ context }, params: { nodeId: number }) =>
      // Stryker disable next-line OptionalChaining: equivalent, the list holds one game when this is read.
      context.dataType === 'FAV' &&
      context.games.length === 1 &&
      context.games[0]?.nodeId === params.nodeId,
    listsFavourite: ({ context }, params: { nodeId: number }) =>
      context.dataType === 'FAV' && context.games.some((game) => game.nodeId === params.nodeId),
    isFavouritesList: ({ context }) => context.dataType === 'FAV',
    canRestore: ({ context }, params: { nodeId: number }) =>
      context.dataType === 'FAV' && !context.games.some((game) => game.nodeId === params.nodeId),
    isOtherPanel: (
      { context },
      params: { vassalage: string; classify: string; minBet: string; minLine: string },
    ) =>
      params.vassalage !== context.filter.vassalage ||
      params.classify !== context.filter.gameClassify ||
      params.minBet !== context.filter.minBet ||
      params.minLine !== context.filter.minLine,
  },
}).createMachine({
  id: 'gameList',
  context: ({ input }) => initialContext(input),
  type: 'parallel',
  states: {
    list: {
      description:
        'The games of the screen: loaded page by page from the server (the hot list once, then paged here). Any filter change starts again from page 1.',
      initial: 'starting',
      on: {
        'filter.vendorChanged': {
          guard: { type: 'isOtherVendor', params: ({ event }) => ({ vendor: event.vendor }) },
          target: '.starting',
          // No vendor means the screen's own vendors (all, or those of a preset such as ESPORTS).
          actions: assign(({ context, event }) =>
            refilter(context, { vassalage: event.vendor ?? context.base.vassalage }),
          ),
        },
        'filter.classifyChanged': {
          guard: { type: 'isOtherClassify', params: ({ event }) => ({ classify: event.classify }) },
          target: '.starting',
          actions: assign(({ context, event }) =>
            refilter(context, { gameClassify: event.classify }),
          ),
        },
        'filter.nameChanged': {
          guard: { type: 'isOtherName', params: ({ event }) => ({ name: event.name }) },
          target: '.starting',
          actions: assign(({ context, event }) =>
            refilter(context, { gameName: event.name.trim() }),
          ),
        },
        'filter.panelChanged': {
          guard: {
            type: 'isOtherPanel',
            params: ({ context, event }) => ({
              vassalage: event.vendor ?? context.base.vassalage,
              classify: event.classify,
              minBet: event.minBet,
              minLine: event.minLine,
            }),
          },
          target: '.starting',
          actions: assign(({ context, event }) => ({
            ...cleared,
            filter: {
              ...context.filter,
              vassalage: event.vendor ?? context.base.vassalage,
              gameClassify: event.classify,
              minBet: event.minBet,
              minLine: event.minLine,
            },
          })),
        },
        'filter.clear': [
          { guard: 'hasQuery', actions: 'goToPlainPath' },
          {
            guard: 'hasFilterToClear',
            target: '.starting',
            actions: assign(({ context }) => ({
              ...cleared,
              filter: {
                ...context.filter,
                vassalage: context.base.vassalage,
                gameClassify: context.base.gameClassify,
                minBet: '',
                minLine: '',
              },
            })),
          },
        ],
        'data.select': [
          {
            guard: {
              type: 'refusedWithoutSession',
              params: ({ event }) => ({ dataType: event.dataType }),
            },
            actions: 'goToLogin',
          },
          {
            guard: {
              type: 'isOtherDataType',
              params: ({ event }) => ({ dataType: event.dataType }),
            },
            target: '.starting',
            actions: assign(({ event }) => ({ ...cleared, dataType: event.dataType })),
          },
        ],
        'session.changed': [
          {
            // Logged out while favourites or recent show (or load): they leave the screen at once. The
            // player is not sent anywhere: whoever ended the session (logout goes home) decides that.
            guard: {
              type: 'losesMemberList',
              params: ({ event }) => ({ hasSession: event.hasSession }),
            },
            target: '.sessionEnded',
            actions: assign({ ...cleared, hasSession: false }),
          },
          { actions: assign({ hasSession: ({ event }) => event.hasSession }) },
        ],
        // Requirements B4: removing updates the local list at once; the server call runs beside it.
        'favourite.removed': [
          {
            guard: { type: 'isLastFavourite', params: ({ event }) => ({ nodeId: event.nodeId }) },
            target: '.empty',
            actions: assign({ games: [], totalCount: 0 }),
          },
          {
            guard: { type: 'listsFavourite', params: ({ event }) => ({ nodeId: event.nodeId }) },
            actions: assign(({ context, event }) => ({
              games: context.games.filter((game) => game.nodeId !== event.nodeId),
              totalCount: Math.max(0, context.totalCount - 1),
            })),
          },
        ],
      },
      states: {
        starting: {
          description:
            'Decides where the list starts: the login for favourites or recent without a session, the hot list already loaded, loading the hot list, or loading the first page.',
          always: [
            { guard: 'needsLogin', target: 'loginRequired' },
            { guard: and(['isHot', 'hotLoaded', 'hotIsEmpty']), target: 'empty' },
            { guard: and(['isHot', 'hotLoaded']), target: 'showingHot' },
            { guard: 'isHot', target: 'loadingHot' },
            { target: 'loading' },
          ],
        },
        sessionEnded: {
          description:
            "The session ended while the player's favourites or recent games were shown or loading: they are gone from the screen, which offers the login; logging in again loads them anew.",
          tags: ['signedOut'],
          on: {
            'session.changed': {
              guard: {
                type: 'isSignedIn',
                params: ({ event }) => ({ hasSession: event.hasSession }),
              },
              target: 'starting',
              actions: assign({ hasSession: true }),
            },
          },
        },
        loginRequired: {
          description:
            'Favourites or recent were asked for without a session: the player is sent to the login.',
          entry: 'goToLogin',
        },
        loading: {
          description:
            'The first page of games is loading (a skeleton shows). No games yet: an empty answer shows "no games", a failure the retry screen.',
          tags: ['busy'],
          invoke: {
            id: 'loadGames',
            src: 'loadGames',
            input: ({ context }) => ({
              // Stryker disable next-line ConditionalExpression,StringLiteral: equivalent, the hot list never loads here (starting sends it to loadingHot or showingHot); the check narrows the type.
              dataType: context.dataType === 'HOT' ? 'ALL' : context.dataType,
              filter: context.filter,
              pageNo: 1,
              pageSize: context.pageSize,
            }),
            onDone: [
              {
                // The list is still the fresh one of starting: nothing to clear.
                guard: { type: 'pageIsEmpty', params: ({ event }) => ({ page: event.output }) },
                target: 'empty',
              },
              {
                target: 'showing',
                actions: assign(({ event }) => ({
                  games: event.output.games,
                  pageNum: event.output.pageNum,
                  totalPages: event.output.totalPages,
                  totalCount: event.output.totalCount,
                })),
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
            'The games loaded so far. Load more (button, or scrolling near the end) asks for the next page while there is one; a failed load more keeps the games and shows its message.',
          tags: ['listed'],
          on: {
            'list.loadMore': { guard: 'hasMorePages', target: 'loadingMore' },
            'favourite.restored': {
              guard: { type: 'canRestore', params: ({ event }) => ({ nodeId: event.game.nodeId }) },
              actions: 'restoreFavourite',
            },
          },
        },
        loadingMore: {
          description:
            'The next page is loading below the games already shown; it is added after them.',
          tags: ['busy', 'listed'],
          entry: assign({ errorCode: null }),
          // A refused removal puts the game back; the next page keeps loading.
          on: {
            'favourite.restored': {
              guard: { type: 'canRestore', params: ({ event }) => ({ nodeId: event.game.nodeId }) },
              actions: 'restoreFavourite',
            },
          },
          invoke: {
            id: 'loadMoreGames',
            src: 'loadGames',
            input: ({ context }) => ({
              // Stryker disable next-line ConditionalExpression,StringLiteral: equivalent, the hot list never loads here (starting sends it to loadingHot or showingHot); the check narrows the type.
              dataType: context.dataType === 'HOT' ? 'ALL' : context.dataType,
              filter: context.filter,
              pageNo: context.pageNum + 1,
              pageSize: context.pageSize,
            }),
            onDone: {
              target: 'showing',
              actions: assign(({ context, event }) => ({
                games: [...context.games, ...event.output.games],
                // An answer without the page number still moves on, so the same page is not asked twice.
                pageNum: Math.max(event.output.pageNum, context.pageNum + 1),
                totalPages: event.output.totalPages,
                totalCount: event.output.totalCount,
              })),
            },
            // The loaded games stay; the view offers the load-more button again.
            onError: {
              target: 'showing',
              actions: assign({ errorCode: ({ event }) => errorCodeOf(event.error) }),
            },
          },
        },
        empty: {
          description:
            'No game matches: the "no games found" screen, with clear filter (or clear search when a name narrows the list). A refused removal of the last favourite brings it back.',
          entry: assign({ noData: true }),
          on: {
            'favourite.restored': {
              // "No games" holds no game, so any refused favourite comes back.
              guard: 'isFavouritesList',
              target: 'showing',
              actions: ['restoreFavourite', assign({ noData: false })],
            },
          },
        },
        failed: {
          description: 'The games could not be loaded: the message and a retry button.',
          on: { 'list.retry': { target: 'starting', actions: assign({ errorCode: null }) } },
        },
        loadingHot: {
          description: 'The hot list is loading (once per screen; its pages are cut here).',
          tags: ['busy'],
          invoke: {
            id: 'loadHot',
            src: 'loadHot',
            onDone: { target: 'starting', actions: assign({ hot: ({ event }) => event.output }) },
            onError: {
              target: 'failed',
              actions: assign({ errorCode: ({ event }) => errorCodeOf(event.error) }),
            },
          },
        },
        showingHot: {
          description:
            "A page of the hot list (filtered by the screen's type and vendors). Load more shows the next page and wraps to the first after the last.",
          tags: ['listed'],
          entry: assign(({ context }) => ({
            games: hotSlice(context, context.hotPage),
            pageNum: context.hotPage,
            totalPages: hotPages(context),
            // Stryker disable next-line ArrayDeclaration: equivalent, showingHot is entered only with the hot list loaded.
            totalCount: filterHot(context.hot ?? [], context.filter).length,
          })),
          on: {
            // Requirements B4: 'Load more' advances the page and wraps to 1 at the end.
            'list.loadMore': {
              target: 'showingHot',
              reenter: true,
              actions: assign({
                hotPage: ({ context }) =>
                  context.hotPage >= hotPages(context) ? 1 : context.hotPage + 1,
              }),
            },
          },
        },
      },
    },
    scroll: {
      description: 'Scrolling near the end of the list loads the next page, at most once a second.',
      initial: 'ready',
      states: {
        ready: {
          description: 'Scrolling near the end of a paged list asks for the next page.',
          on: {
            // 400 px before the end, at most once a second. Only the paged list (showing, never
            // the hot list) loads by scrolling; the hot list pages by its button.
            'list.nearEnd': {
              guard: and(['hasMorePages', stateIn({ list: 'showing' })]),
              target: 'coolingDown',
              actions: raise({ type: 'list.loadMore' }),
            },
          },
        },
        coolingDown: {
          description:
            'A page was just asked for by scrolling: scrolling asks for no other during one second. Reaching the end again meanwhile is remembered and asked once the second is over, so a player who stays at the end does not have to scroll again.',
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
            scrollThrottle: [
              // Asked again through ready, so the same rule decides: a next page, the paged list shown.
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
  },
});
