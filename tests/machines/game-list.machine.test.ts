import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { Game, GamePage } from '../../src/api/endpoints/game-entry.ts';
import {
  gameListMachine,
  type GameListInput,
  type LoadGamesInput,
} from '../../machines/game-list.machine.ts';
import { filterHot, presetFor, vendorsOf } from '../../machines/games/presets.ts';
import { TIMINGS } from '../requirements/timings.ts';
import type { ModelEvent } from './helpers/chart-model.ts';
import { describeChartModel } from './helpers/describe-chart-model.ts';
import { game } from './helpers/games.ts';
import { gameListOracle } from './oracles/game-list.oracle.ts';

/** Requirements B9.5 "Infinite scroll": load more at most once per second (the table, not the chart). */
const SCROLL_MS = TIMINGS.infiniteScroll.ms;

const page = (pageNum: number, totalPages: number, games: Game[], totalCount = 5): GamePage => ({
  games,
  pageNum,
  totalPages,
  totalCount,
});
const offline = { code: 'network.offline' };
const input = (patch: Partial<GameListInput> = {}): GameListInput => ({
  gameType: 'RNG',
  hasQuery: false,
  hasSession: false,
  inHouseVendors: ['HOUSE'],
  pageSize: 24,
  hotPageSize: 2,
  ...patch,
});

const done = (id: string, output: unknown): ModelEvent => ({
  type: `xstate.done.actor.${id}`,
  output,
});
const failed = (id: string): ModelEvent => ({ type: `xstate.error.actor.${id}`, error: offline });
const AFTER_SCROLL = { type: 'xstate.after.scrollThrottle.gameList.scroll.coolingDown' };
const select = (dataType: string): ModelEvent => ({ type: 'data.select', dataType });
const loadMore = { type: 'list.loadMore' };
const firstOfThree = done('loadGames', page(1, 3, [game(1)]));
const hotList = [game(11), game(12), game(13), game(14, { gameType: 'LIVE' })];

// Only the events a model lists are tried, so each model names the few that matter to it; an event
// that grows the list without end (load more on a long list) is walked in `sequences` instead.
describeChartModel('game list chart (model-based)', gameListMachine, {
  oracle: gameListOracle,
  models: {
    // Vendor, classify and panel changes on a category with its own vendors, and clearing them.
    filters: {
      input: input({ categoryVendors: ['JILI', 'PG'] }),
      events: [
        done('loadGames', page(1, 1, [game(1)])),
        { type: 'filter.vendorChanged', vendor: 'JILI' },
        { type: 'filter.vendorChanged', vendor: null },
        { type: 'filter.classifyChanged', classify: 'SLOT' },
        { type: 'filter.panelChanged', vendor: 'PG', classify: 'BG', minBet: '1', minLine: '5' },
        { type: 'filter.panelChanged', vendor: null, classify: '', minBet: '', minLine: '' },
        { type: 'filter.clear' },
      ],
      sequences: [
        // Choices that change nothing keep the list as it is (no reload); the same choice after a change neither.
        [
          done('loadGames', page(1, 1, [game(1)])),
          { type: 'filter.vendorChanged', vendor: null },
          { type: 'filter.vendorChanged', vendor: 'JILI,PG' },
          { type: 'filter.classifyChanged', classify: '' },
          { type: 'filter.panelChanged', vendor: null, classify: '', minBet: '', minLine: '' },
          { type: 'filter.panelChanged', vendor: 'PG', classify: 'BG', minBet: '1', minLine: '5' },
          done('loadGames', page(1, 1, [game(1)])),
          { type: 'filter.panelChanged', vendor: 'PG', classify: 'BG', minBet: '1', minLine: '5' },
          // Each field of the panel alone is a change.
          { type: 'filter.panelChanged', vendor: 'PG', classify: 'BG', minBet: '1', minLine: '' },
          { type: 'filter.panelChanged', vendor: 'PG', classify: 'BG', minBet: '', minLine: '' },
          { type: 'filter.panelChanged', vendor: 'PG', classify: '', minBet: '', minLine: '' },
          { type: 'filter.panelChanged', vendor: 'JILI', classify: '', minBet: '', minLine: '' },
          { type: 'filter.vendorChanged', vendor: 'JILI' },
          { type: 'filter.classifyChanged', classify: 'SLOT' },
          { type: 'filter.classifyChanged', classify: 'SLOT' },
          { type: 'list.retry' },
          { type: 'list.loadMore' },
          { type: 'filter.clear' },
        ],
        // Each of classification, minimum bet and lines alone is something Clear filter resets.
        [
          done('loadGames', page(1, 1, [game(1)])),
          { type: 'filter.classifyChanged', classify: 'SLOT' },
          done('loadGames', page(1, 1, [game(1)])),
          { type: 'filter.clear' },
        ],
        [
          done('loadGames', page(1, 1, [game(1)])),
          { type: 'filter.panelChanged', vendor: null, classify: '', minBet: '1', minLine: '' },
          { type: 'filter.clear' },
        ],
        [
          done('loadGames', page(1, 1, [game(1)])),
          { type: 'filter.panelChanged', vendor: null, classify: '', minBet: '', minLine: '5' },
          { type: 'filter.clear' },
        ],
      ],
    },
    // A name search (blanks around it ignored); an empty answer, a failure and retrying.
    'name and failures': {
      input: input(),
      events: [
        { type: 'filter.nameChanged', name: ' dragon ' },
        { type: 'filter.nameChanged', name: 'dragon' },
        done('loadGames', page(1, 0, [], 0)),
        failed('loadGames'),
        { type: 'list.retry' },
        // Clear filter leaves the name search alone: with only a name set it changes nothing.
        { type: 'filter.clear' },
      ],
      // The same name with other blanks around it is no new search.
      sequences: [
        [
          { type: 'filter.nameChanged', name: ' dragon ' },
          failed('loadGames'),
          { type: 'filter.nameChanged', name: 'dragon' },
          { type: 'filter.nameChanged', name: ' dragon ' },
          { type: 'list.retry' },
        ],
        // "No games" on a category is no favourites list: a favourite refused elsewhere does not appear in it.
        [
          { type: 'filter.nameChanged', name: 'dragon' },
          done('loadGames', page(1, 0, [], 0)),
          { type: 'favourite.restored', game: game(7), index: 0 },
        ],
      ],
    },
    // Load more by button and by scrolling (at most once a second); a failed page keeps the list.
    paging: {
      input: input({ hasSession: true }),
      events: [
        firstOfThree,
        done('loadMoreGames', page(2, 3, [game(2)])),
        failed('loadMoreGames'),
        loadMore,
        { type: 'list.nearEnd' },
        AFTER_SCROLL,
      ],
      sequences: [
        // An answer without its page number still moves on, so the same page is not asked twice.
        [
          firstOfThree,
          loadMore,
          done('loadMoreGames', { games: [game(2)], pageNum: 0, totalPages: 3, totalCount: 5 }),
        ],
        // Scrolling again within the second asks for nothing; after it, for the next page.
        [
          firstOfThree,
          { type: 'list.nearEnd' },
          done('loadMoreGames', page(2, 3, [game(2)])),
          { type: 'list.nearEnd' },
          AFTER_SCROLL,
          { type: 'list.nearEnd' },
        ],
        // The end reached again within the second is asked for at its end, without another scroll.
        [
          firstOfThree,
          { type: 'list.nearEnd' },
          done('loadMoreGames', page(2, 3, [game(2)])),
          { type: 'list.nearEnd' },
          { type: 'list.nearEnd' },
          AFTER_SCROLL,
        ],
        // A kept ask finds the page still loading (a slow answer): it asks nothing more.
        [
          firstOfThree,
          { type: 'list.nearEnd' },
          { type: 'list.nearEnd' },
          AFTER_SCROLL,
          done('loadMoreGames', page(2, 3, [game(2)])),
        ],
        // Asking again while the next page loads asks for nothing more; a retry only answers a failed first page.
        [
          firstOfThree,
          loadMore,
          loadMore,
          { type: 'list.nearEnd' },
          { type: 'list.retry' },
          failed('loadMoreGames'),
          loadMore,
        ],
        // Removing or restoring a favourite outside the favourites list changes nothing.
        [
          firstOfThree,
          { type: 'favourite.removed', nodeId: 1 },
          { type: 'favourite.restored', game: game(7), index: 0 },
        ],
        // The third page is the last: neither the button nor scrolling asks again.
        [
          firstOfThree,
          loadMore,
          done('loadMoreGames', page(2, 3, [game(2)])),
          loadMore,
          done('loadMoreGames', page(3, 3, [game(3)])),
          loadMore,
          { type: 'list.nearEnd' },
        ],
      ],
    },
    // Two favourites: removing one leaves the other listed, removing the last shows "no games", a refused removal puts it back.
    favourites: {
      input: input({ gameType: '', dataType: 'FAV', hasSession: true }),
      events: [
        done('loadGames', page(1, 1, [game(1), game(2)], 2)),
        { type: 'favourite.removed', nodeId: 1 },
        { type: 'favourite.removed', nodeId: 2 },
        { type: 'favourite.removed', nodeId: 9 },
        { type: 'favourite.restored', game: game(1), index: 0 },
        { type: 'favourite.restored', game: game(2), index: 1 },
      ],
      sequences: [
        // A game not listed is not removed; a game listed is not restored twice; favourites need no login again.
        [
          done('loadGames', page(1, 1, [game(1), game(2)], 2)),
          { type: 'favourite.removed', nodeId: 9 },
          { type: 'favourite.restored', game: game(1), index: 1 },
          select('FAV'),
          { type: 'favourite.removed', nodeId: 2 },
          { type: 'favourite.restored', game: game(2), index: 1 },
          { type: 'favourite.removed', nodeId: 1 },
          { type: 'favourite.removed', nodeId: 2 },
          { type: 'favourite.removed', nodeId: 2 },
          { type: 'favourite.restored', game: game(2), index: 3 },
        ],
        // A refusal that arrives while the first page loads waits for the server's answer; one during load more
        // puts the game back and the next page still comes.
        [
          { type: 'favourite.restored', game: game(1), index: 0 },
          done('loadGames', page(1, 2, [game(1), game(2)], 3)),
          loadMore,
          { type: 'favourite.restored', game: game(9), index: 0 },
          done('loadMoreGames', page(2, 2, [game(3)], 4)),
        ],
        // A game already listed is not put back twice while the next page loads.
        [
          done('loadGames', page(1, 2, [game(1), game(2)], 3)),
          loadMore,
          { type: 'favourite.restored', game: game(2), index: 0 },
          done('loadMoreGames', page(2, 2, [game(3)], 3)),
        ],
        // Logging out takes the favourites off the screen, whether they show or still load.
        [
          done('loadGames', page(1, 1, [game(1)], 1)),
          { type: 'session.changed', hasSession: false },
        ],
        [{ type: 'session.changed', hasSession: false }],
        [
          done('loadGames', page(1, 2, [game(1)], 2)),
          loadMore,
          { type: 'session.changed', hasSession: false },
        ],
        // Still signed out nothing changes; logged in again, the favourites load anew.
        [
          done('loadGames', page(1, 1, [game(1)], 1)),
          { type: 'session.changed', hasSession: false },
          { type: 'session.changed', hasSession: false },
          { type: 'session.changed', hasSession: true },
          done('loadGames', page(1, 1, [game(1)], 1)),
        ],
        // A last favourite not shown (a count of none from the server) still leaves none.
        [done('loadGames', page(1, 1, [game(1)], 0)), { type: 'favourite.removed', nodeId: 1 }],
        // The next page of favourites is a page of favourites.
        [
          done('loadGames', page(1, 2, [game(1), game(2)], 3)),
          loadMore,
          done('loadMoreGames', page(2, 2, [game(3)], 3)),
          { type: 'favourite.removed', nodeId: 3 },
        ],
      ],
    },
    // A visitor on a category: Favourite, Recent and Hot send to the login until there is a session.
    'data types': {
      input: input(),
      events: [
        ...['ALL', 'FAV', 'RECENT', 'HOT', 'NEW'].map(select),
        { type: 'session.changed', hasSession: true },
        { type: 'session.changed', hasSession: false },
        done('loadGames', page(1, 1, [game(1)])),
        done('loadHot', hotList),
      ],
      sequences: [
        // A visitor is sent to the login for each of them, and stays on the list.
        [
          done('loadGames', page(1, 1, [game(1)])),
          select('FAV'),
          select('RECENT'),
          select('HOT'),
          select('ALL'),
        ],
        // The hot list of a category keeps only the category's games, and is loaded once.
        [
          { type: 'session.changed', hasSession: true },
          select('HOT'),
          done('loadHot', hotList),
          loadMore,
          select('NEW'),
          done('loadGames', page(1, 1, [game(1)])),
          select('HOT'),
        ],
      ],
    },
    // The hot screen, open to visitors: loaded once, paged here (Load more wraps), scrolling never loads.
    'hot screen': {
      input: input({ gameType: 'HOT' }),
      events: [
        done('loadHot', hotList),
        failed('loadHot'),
        { type: 'list.retry' },
        loadMore,
        { type: 'list.nearEnd' },
        select('HOT'),
        { type: 'filter.vendorChanged', vendor: 'JILI' },
      ],
      sequences: [
        [
          done('loadHot', hotList),
          select('ALL'),
          done('loadGames', page(1, 1, [game(1)])),
          select('HOT'),
        ],
        // Scrolling never pages the hot list; the vendor narrows it, and a vendor without hot games shows none.
        [
          done('loadHot', hotList),
          { type: 'list.nearEnd' },
          loadMore,
          { type: 'list.nearEnd' },
          { type: 'filter.vendorChanged', vendor: 'PG' },
        ],
      ],
    },
    // A hot list with nothing for the screen.
    'empty hot': {
      input: input({ gameType: 'HOT' }),
      events: [done('loadHot', [])],
    },
    // Opened from a link with a query on favourites without a session: the login; clearing goes to the plain path.
    query: {
      input: input({ gameType: 'ESPORTS', vassalage: 'AV', dataType: 'FAV', hasQuery: true }),
      events: [{ type: 'filter.clear' }, select('ALL'), done('loadGames', page(1, 1, [game(1)]))],
      sequences: [
        [
          { type: 'filter.clear' },
          select('ALL'),
          done('loadGames', page(1, 1, [game(1)])),
          { type: 'filter.clear' },
        ],
      ],
    },
    // Recent opened without a session.
    recent: { input: input({ dataType: 'RECENT' }), events: [] },
  },
});

describe('game list chart (rules)', () => {
  function start(
    patch: Partial<GameListInput> = {},
    answer: (query: LoadGamesInput) => GamePage = () => page(1, 2, [game(1)]),
  ) {
    vi.useFakeTimers();
    const queries: LoadGamesInput[] = [];
    const calls: string[] = [];
    const actor = createActor(
      gameListMachine.provide({
        actors: {
          loadGames: fromPromise<GamePage, LoadGamesInput>(async ({ input: query }) => {
            queries.push(query);
            return answer(query);
          }),
          loadHot: fromPromise(async () => Array.from({ length: 5 }, (_, i) => game(20 + i))),
        },
        actions: {
          goToLogin: () => void calls.push('goToLogin'),
          goToPlainPath: () => void calls.push('goToPlainPath'),
        },
      }),
      { input: input(patch) },
    ).start();
    return { actor, queries, calls, settle: () => vi.advanceTimersByTimeAsync(0) };
  }

  it('presets the special types exactly as the table of requirements B2.4', () => {
    const f = (type: string) => {
      const { filter, dataType } = presetFor(type, ['HOUSE', 'ORIGINS']);
      return [filter.gameType, filter.vassalage, filter.gameClassify, dataType].join('|');
    };
    expect(f('BINGO')).toBe('RNG||BG|ALL');
    expect(f('JACKPOT')).toBe('RNG||JP|ALL');
    expect(f('FEATURE')).toBe('RNG||FeatureBuy|ALL');
    expect(f('INHOUSE')).toBe('RNG|HOUSE,ORIGINS||ALL');
    expect(f('NEW')).toBe('||new|ALL');
    expect(['JL', 'RTG', 'PG', 'JDB'].map(f)).toEqual([
      'RNG|JILI||ALL',
      'RNG|RTG||ALL',
      'RNG|PG||ALL',
      'RNG|JDB||ALL',
    ]);
    expect(f('ESPORTS')).toBe('SPORTS|AV,AI,IMES,TF,IA||ALL');
    expect(f('COCKFIGHT')).toBe('SPORTS|SV3,DS88,DIG,WGB,WS168||ALL');
    expect(f('HOT')).toBe('|||HOT');
    expect(f('FISH')).toBe('FISH|||ALL');
  });

  it('presets whole filters: nothing set but what the type names, its code read case-blind', () => {
    const none = {
      gameName: '',
      gameType: '',
      vassalage: '',
      gameClassify: '',
      minBet: '',
      minLine: '',
    };
    expect(presetFor('', ['HOUSE'], ['JILI'])).toEqual({ filter: none, dataType: 'ALL' });
    expect(presetFor('all', ['HOUSE'], ['JILI'])).toEqual({ filter: none, dataType: 'ALL' });
    expect(presetFor('hot', ['HOUSE'], ['JILI'])).toEqual({ filter: none, dataType: 'HOT' });
    expect(presetFor('bingo', ['HOUSE'])).toEqual({
      filter: { ...none, gameType: 'RNG', gameClassify: 'BG' },
      dataType: 'ALL',
    });
    expect(presetFor('new', ['HOUSE'])).toEqual({
      filter: { ...none, gameClassify: 'new' },
      dataType: 'ALL',
    });
    expect(presetFor('Jili', ['HOUSE']).filter).toEqual({
      ...none,
      gameType: 'RNG',
      vassalage: 'JILI',
    });
    expect(presetFor('pg', ['HOUSE']).filter).toEqual({
      ...none,
      gameType: 'RNG',
      vassalage: 'PG',
    });
    expect(presetFor('inhouse', ['HOUSE']).filter).toEqual({
      ...none,
      gameType: 'RNG',
      vassalage: 'HOUSE',
    });
    expect(presetFor('esports', []).filter).toEqual({
      ...none,
      gameType: 'SPORTS',
      vassalage: 'AV,AI,IMES,TF,IA',
    });
    expect(presetFor('fish', ['HOUSE']).filter).toEqual({ ...none, gameType: 'FISH' });
  });

  it('reads vendor codes from a filter, and filters the hot list by type and named vendors', () => {
    expect(vendorsOf(' JILI , PG ,,')).toEqual(['JILI', 'PG']);
    expect(vendorsOf('')).toEqual([]);
    const hot = [game(1), game(2, { gameType: 'LIVE' }), game(3, { vassalage: 'HOUSE' })];
    const none = {
      gameName: '',
      gameType: '',
      vassalage: '',
      gameClassify: '',
      minBet: '',
      minLine: '',
    };
    const kept = (patch: object) => filterHot(hot, { ...none, ...patch }).map((g) => g.nodeId);
    expect(kept({})).toEqual([1, 2, 3]);
    expect(kept({ gameType: 'RNG' })).toEqual([1, 3]);
    expect(kept({ gameType: 'LIVE' })).toEqual([2]);
    expect(kept({ vassalage: 'HOUSE, ORIGINS' })).toEqual([3]);
    expect(kept({ gameType: 'RNG', vassalage: 'JILI' })).toEqual([1]);
    // The classification and the name are not the hot list's filters.
    expect(kept({ gameClassify: 'BG', gameName: 'x' })).toEqual([1, 2, 3]);
  });

  it("starts from the preset, with the link's vendor, classification and data type over it", () => {
    const context = (patch: Partial<GameListInput>) =>
      createActor(gameListMachine, { input: input(patch) }).getSnapshot().context;
    const esports = context({
      gameType: 'ESPORTS',
      vassalage: 'AV',
      gameClassify: 'SLOT',
      dataType: 'NEW',
      hasQuery: true,
    });
    expect(esports.base).toEqual(presetFor('ESPORTS', []).filter);
    expect(esports.filter).toMatchObject({
      gameType: 'SPORTS',
      vassalage: 'AV',
      gameClassify: 'SLOT',
    });
    expect(esports).toMatchObject({
      dataType: 'NEW',
      hasQuery: true,
      pageSize: 24,
      hotPageSize: 2,
      hot: null,
      games: [],
      pageNum: 1,
      noData: false,
    });
    // Empty link values keep the preset's; ALL in the link keeps the screen's own data type (the hot list on the hot screen).
    const hot = context({ gameType: 'HOT', vassalage: '', gameClassify: '', dataType: 'ALL' });
    expect(hot.filter).toEqual(presetFor('HOT', []).filter);
    expect(hot.dataType).toBe('HOT');
    expect(context({ gameType: 'BINGO', dataType: 'FAV' }).filter.gameClassify).toBe('BG');
    expect(context({ gameType: 'FISH', categoryVendors: ['JDB', 'JILI'] }).filter.vassalage).toBe(
      'JDB,JILI',
    );
    expect(
      context({ gameType: 'INHOUSE', inHouseVendors: ['HOUSE', 'ORIGINS'] }).filter.vassalage,
    ).toBe('HOUSE,ORIGINS');
  });

  it("a catalogue type's All names its category's vendors, so esports stay out of sports (and in-house out of slots)", () => {
    expect(presetFor('SPORTS', ['HOUSE'], ['ARENA', 'GOALBET']).filter).toMatchObject({
      gameType: 'SPORTS',
      vassalage: 'ARENA,GOALBET',
    });
    expect(presetFor('RNG', ['HOUSE'], ['JILI', 'PG']).filter).toMatchObject({
      gameType: 'RNG',
      vassalage: 'JILI,PG',
    });
    // The special types keep their own vendors whatever the category lists.
    expect(presetFor('ESPORTS', ['HOUSE'], ['ARENA']).filter.vassalage).toBe('AV,AI,IMES,TF,IA');
  });

  it('a filter change clears the list, restarts at page 1, clears no-data and the minimum bet', async () => {
    const { actor, queries, settle } = start();
    await settle();
    actor.send({
      type: 'filter.panelChanged',
      vendor: null,
      classify: '',
      minBet: '2',
      minLine: '',
    });
    await settle();
    actor.send({ type: 'list.loadMore' });
    await settle();
    expect(queries.at(-1)).toMatchObject({ pageNo: 2, filter: { minBet: '2' } });
    actor.send({ type: 'filter.vendorChanged', vendor: 'JILI' });
    expect(actor.getSnapshot().context).toMatchObject({
      games: [],
      pageNum: 1,
      noData: false,
      filter: { minBet: '', vassalage: 'JILI' },
    });
    await settle();
    expect(queries.at(-1)).toMatchObject({ pageNo: 1, filter: { vassalage: 'JILI', minBet: '' } });
    vi.useRealTimers();
  });

  it('load more appends while pageNum < totalPages, and scrolling asks at most once a second', async () => {
    const { actor, queries, settle } = start({}, (q) => page(q.pageNo, 4, [game(q.pageNo)]));
    await settle();
    actor.send({ type: 'list.nearEnd' });
    await settle();
    actor.send({ type: 'list.nearEnd' });
    await settle();
    expect(queries.map((q) => q.pageNo)).toEqual([1, 2]);
    // The second ask waited for the second's end; it needs no further scroll.
    await vi.advanceTimersByTimeAsync(SCROLL_MS - 1);
    expect(queries.map((q) => q.pageNo)).toEqual([1, 2]);
    await vi.advanceTimersByTimeAsync(1);
    await settle();
    expect(queries.map((q) => q.pageNo)).toEqual([1, 2, 3]);
    // A second without reaching the end again asks nothing at its end.
    await vi.advanceTimersByTimeAsync(SCROLL_MS);
    expect(queries.map((q) => q.pageNo)).toEqual([1, 2, 3]);
    actor.send({ type: 'list.loadMore' });
    await settle();
    expect(queries.map((q) => q.pageNo)).toEqual([1, 2, 3, 4]);
    actor.send({ type: 'list.nearEnd' });
    actor.send({ type: 'list.loadMore' });
    await vi.advanceTimersByTimeAsync(2 * SCROLL_MS);
    expect(queries.map((q) => q.pageNo)).toEqual([1, 2, 3, 4]);
    expect(actor.getSnapshot().context.games.map((g) => g.nodeId)).toEqual([1, 2, 3, 4]);
    vi.useRealTimers();
  });

  it('Favourite, Recent and Hot need a session; a visitor goes to the login', async () => {
    const { actor, calls, settle } = start();
    await settle();
    for (const dataType of ['FAV', 'RECENT', 'HOT'] as const)
      actor.send({ type: 'data.select', dataType });
    expect(calls).toEqual(['goToLogin', 'goToLogin', 'goToLogin']);
    expect(actor.getSnapshot().context.dataType).toBe('ALL');
    vi.useRealTimers();
  });

  it('a visitor on the hot screen may pick Hot again without being sent to the login', async () => {
    const { actor, calls, settle } = start({ gameType: 'HOT' });
    await settle();
    actor.send({ type: 'data.select', dataType: 'HOT' });
    expect(calls).toEqual([]);
    vi.useRealTimers();
  });

  it('the hot list is paged locally and Load more wraps to page 1', async () => {
    const { actor, settle } = start({ gameType: 'HOT' });
    await settle();
    const shown = () => actor.getSnapshot().context.games.map((g) => g.nodeId);
    expect(shown()).toEqual([20, 21]);
    actor.send({ type: 'list.loadMore' });
    expect(shown()).toEqual([22, 23]);
    actor.send({ type: 'list.loadMore' });
    expect(shown()).toEqual([24]);
    actor.send({ type: 'list.loadMore' });
    expect(shown()).toEqual([20, 21]);
    vi.useRealTimers();
  });

  it('clear filter goes to the plain path with a query string, else resets to the preset', async () => {
    const withQuery = start({ gameType: 'ESPORTS', vassalage: 'AV', hasQuery: true });
    await withQuery.settle();
    withQuery.actor.send({ type: 'filter.clear' });
    expect(withQuery.calls).toEqual(['goToPlainPath']);
    withQuery.actor.stop();

    const plain = start({ gameType: 'ESPORTS' });
    await plain.settle();
    plain.actor.send({ type: 'filter.vendorChanged', vendor: 'AV' });
    plain.actor.send({ type: 'filter.clear' });
    expect(plain.actor.getSnapshot().context.filter.vassalage).toBe('AV,AI,IMES,TF,IA');
    vi.useRealTimers();
  });
});
