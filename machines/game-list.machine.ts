import { and, assign, not, raise, setup, stateIn } from 'xstate';
import type { Game, GamePage } from '../src/api/endpoints/game-entry.ts';
import { errorCodeOf } from './account/shared.ts';
import { filterHot, presetFor, type DataType, type ListFilter } from './games/presets.ts';
import { notProvidedAction, notProvidedActor } from './not-provided.ts';

/**
 * Game list of a category screen, favourites or recent (spec 001 §2.4, §4 "Game list", "Hot list").
 *
 * Any filter change (vendor, type, classify, name, panel) clears the list, goes back to page 1,
 * clears no-data and the minimum bet, and reloads. Favourite, Recent and Hot switch the data type
 * and need a session, else the player goes to /m/login. Load more appends the next page while
 * pageNum < totalPages; scrolling near the end asks at most once a second. The hot list is paged
 * locally and its 'Load more' wraps to page 1. Clear filter with a query string goes to the plain
 * path, otherwise it resets vendor, classify, minBet and minLine to the screen's preset.
 *
 * Pure chart: loadGames, loadHot, goToLogin and goToPlainPath come from src/features/games/actors.
 */

export interface GameListInput {
  /** The screen's type: a catalogue type or a special type of the preset table (BINGO, HOT …). */
  gameType: string;
  /** Query overrides (spec §2.3: vassalage, gameClassify, dataType). */
  vassalage?: string;
  gameClassify?: string;
  dataType?: DataType;
  hasQuery: boolean;
  hasSession: boolean;
  /** In-house vendor codes, for the INHOUSE preset. */
  inHouseVendors: readonly string[];
  /** The vendor codes of the screen's category: what "All" lists on a catalogue type's screen. */
  categoryVendors?: readonly string[];
  /** Spec §9: 24 on game lists. */
  pageSize: number;
  /** Spec §9: the local hot page, 24 by default. */
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
  | { type: 'filter.typeChanged'; gameType: string }
  | { type: 'filter.classifyChanged'; classify: string }
  | { type: 'filter.nameChanged'; name: string }
  | { type: 'filter.panelChanged'; vendor: string | null; classify: string; minBet: string; minLine: string }
  | { type: 'filter.clear' }
  | { type: 'data.select'; dataType: DataType }
  | { type: 'list.loadMore' }
  | { type: 'list.nearEnd' }
  | { type: 'list.retry' }
  | { type: 'session.changed'; hasSession: boolean }
  | { type: 'favourite.removed'; nodeId: number }
  | { type: 'favourite.restored'; game: Game; index: number };

/** Favourite, Recent and Hot need a token (spec §4). */
const NEEDS_SESSION: ReadonlySet<DataType> = new Set(['FAV', 'RECENT', 'HOT']);

const cleared = { games: [], pageNum: 1, totalPages: 0, totalCount: 0, noData: false, hotPage: 1, errorCode: null };

function hotPages(context: GameListContext): number {
  return Math.max(1, Math.ceil(filterHot(context.hot ?? [], context.filter).length / context.hotPageSize));
}

function hotSlice(context: GameListContext, page: number): Game[] {
  const start = (page - 1) * context.hotPageSize;
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

/** A changed filter: the list restarts at page 1 and the minimum bet goes (spec §4). */
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
  },
  delays: {
    // Spec §9: infinite scroll loads at most once per second.
    scrollThrottle: 1000,
  },
  guards: {
    isHot: ({ context }) => context.dataType === 'HOT',
    hotLoaded: ({ context }) => context.hot !== null,
    hotIsEmpty: ({ context }) => hotSlice(context, 1).length === 0,
    // A screen opened on favourites or recent (their routes, a query) needs the session too; the
    // hot screen itself is open to visitors, only switching to Hot from a tab asks for it.
    needsLogin: ({ context }) => (context.dataType === 'FAV' || context.dataType === 'RECENT') && !context.hasSession,
    hasMorePages: ({ context }) => context.pageNum < context.totalPages,
    pageIsEmpty: (_, params: { page: GamePage }) => params.page.games.length === 0,
    hasQuery: ({ context }) => context.hasQuery,
    isOtherVendor: ({ context }, params: { vendor: string | null }) =>
      (params.vendor ?? context.base.vassalage) !== context.filter.vassalage,
    isOtherType: ({ context }, params: { gameType: string }) => params.gameType !== context.filter.gameType,
    isOtherClassify: ({ context }, params: { classify: string }) => params.classify !== context.filter.gameClassify,
    isOtherName: ({ context }, params: { name: string }) => params.name.trim() !== context.filter.gameName,
    isOtherDataType: ({ context }, params: { dataType: DataType }) => params.dataType !== context.dataType,
    // Choosing the data type already shown (Hot on the hot screen) changes nothing, for visitors too.
    refusedWithoutSession: ({ context }, params: { dataType: DataType }) =>
      params.dataType !== context.dataType && NEEDS_SESSION.has(params.dataType) && !context.hasSession,
    isLastFavourite: ({ context }, params: { nodeId: number }) =>
      context.dataType === 'FAV' && context.games.length === 1 && context.games[0]?.nodeId === params.nodeId,
    listsFavourite: ({ context }, params: { nodeId: number }) =>
      context.dataType === 'FAV' && context.games.some((game) => game.nodeId === params.nodeId),
    canRestore: ({ context }, params: { nodeId: number }) =>
      context.dataType === 'FAV' && !context.games.some((game) => game.nodeId === params.nodeId),
    isOtherPanel: ({ context }, params: { vassalage: string; classify: string; minBet: string; minLine: string }) =>
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
      initial: 'starting',
      on: {
        'filter.vendorChanged': {
          guard: { type: 'isOtherVendor', params: ({ event }) => ({ vendor: event.vendor }) },
          target: '.starting',
          // No vendor means the screen's own vendors (all, or those of a preset such as ESPORTS).
          actions: assign(({ context, event }) => refilter(context, { vassalage: event.vendor ?? context.base.vassalage })),
        },
        'filter.typeChanged': {
          guard: { type: 'isOtherType', params: ({ event }) => ({ gameType: event.gameType }) },
          target: '.starting',
          actions: assign(({ context, event }) => refilter(context, { gameType: event.gameType })),
        },
        'filter.classifyChanged': {
          guard: { type: 'isOtherClassify', params: ({ event }) => ({ classify: event.classify }) },
          target: '.starting',
          actions: assign(({ context, event }) => refilter(context, { gameClassify: event.classify })),
        },
        'filter.nameChanged': {
          guard: { type: 'isOtherName', params: ({ event }) => ({ name: event.name }) },
          target: '.starting',
          actions: assign(({ context, event }) => refilter(context, { gameName: event.name.trim() })),
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
            guard: { type: 'refusedWithoutSession', params: ({ event }) => ({ dataType: event.dataType }) },
            actions: 'goToLogin',
          },
          {
            guard: { type: 'isOtherDataType', params: ({ event }) => ({ dataType: event.dataType }) },
            target: '.starting',
            actions: assign(({ event }) => ({ ...cleared, dataType: event.dataType })),
          },
        ],
        'session.changed': { actions: assign({ hasSession: ({ event }) => event.hasSession }) },
        // Spec §4: removing updates the local list at once; the server call runs beside it.
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
        // The server refused the removal: the game goes back where it was.
        'favourite.restored': {
          guard: { type: 'canRestore', params: ({ event }) => ({ nodeId: event.game.nodeId }) },
          target: '.showing',
          actions: assign(({ context, event }) => ({
            games: [...context.games.slice(0, event.index), event.game, ...context.games.slice(event.index)],
            totalCount: context.totalCount + 1,
            noData: false,
          })),
        },
      },
      states: {
        starting: {
          always: [
            { guard: 'needsLogin', target: 'loginRequired' },
            { guard: and(['isHot', 'hotLoaded', 'hotIsEmpty']), target: 'empty' },
            { guard: and(['isHot', 'hotLoaded']), target: 'showingHot' },
            { guard: 'isHot', target: 'loadingHot' },
            { target: 'loading' },
          ],
        },
        loginRequired: {
          entry: 'goToLogin',
        },
        loading: {
          invoke: {
            id: 'loadGames',
            src: 'loadGames',
            input: ({ context }) => ({
              dataType: context.dataType === 'HOT' ? 'ALL' : context.dataType,
              filter: context.filter,
              pageNo: 1,
              pageSize: context.pageSize,
            }),
            onDone: [
              {
                guard: { type: 'pageIsEmpty', params: ({ event }) => ({ page: event.output }) },
                target: 'empty',
                actions: assign({ games: [], pageNum: 1, totalPages: 0, totalCount: 0 }),
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
            onError: { target: 'failed', actions: assign({ errorCode: ({ event }) => errorCodeOf(event.error) }) },
          },
        },
        showing: {
          on: {
            'list.loadMore': { guard: 'hasMorePages', target: 'loadingMore' },
          },
        },
        loadingMore: {
          entry: assign({ errorCode: null }),
          invoke: {
            id: 'loadMoreGames',
            src: 'loadGames',
            input: ({ context }) => ({
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
            onError: { target: 'showing', actions: assign({ errorCode: ({ event }) => errorCodeOf(event.error) }) },
          },
        },
        empty: {
          entry: assign({ noData: true }),
        },
        failed: {
          on: { 'list.retry': { target: 'starting', actions: assign({ errorCode: null }) } },
        },
        loadingHot: {
          invoke: {
            id: 'loadHot',
            src: 'loadHot',
            onDone: { target: 'starting', actions: assign({ hot: ({ event }) => event.output }) },
            onError: { target: 'failed', actions: assign({ errorCode: ({ event }) => errorCodeOf(event.error) }) },
          },
        },
        showingHot: {
          entry: assign(({ context }) => ({
            games: hotSlice(context, context.hotPage),
            pageNum: context.hotPage,
            totalPages: hotPages(context),
            totalCount: filterHot(context.hot ?? [], context.filter).length,
          })),
          on: {
            // Spec §4: 'Load more' advances the page and wraps to 1 at the end.
            'list.loadMore': {
              target: 'showingHot',
              reenter: true,
              actions: assign({ hotPage: ({ context }) => (context.hotPage >= hotPages(context) ? 1 : context.hotPage + 1) }),
            },
          },
        },
      },
    },
    scroll: {
      initial: 'ready',
      states: {
        ready: {
          on: {
            // Spec §9: 400 px before the end, at most once a second; the hot list loads only by button.
            'list.nearEnd': {
              guard: and([not('isHot'), 'hasMorePages', stateIn({ list: 'showing' })]),
              target: 'coolingDown',
              actions: raise({ type: 'list.loadMore' }),
            },
          },
        },
        coolingDown: {
          after: { scrollThrottle: 'ready' },
        },
      },
    },
  },
});
