import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { Game, GamePage } from '../../src/api/endpoints/game-entry.ts';
import { gameListMachine, type GameListInput, type LoadGamesInput } from '../../machines/game-list.machine.ts';
import { presetFor } from '../../machines/games/presets.ts';
import { modelPaths, runPath, uncovered, type ModelEvent, type ModelOptions, type Path } from './helpers/model-runner.ts';
import { game } from './helpers/games.ts';

const page = (pageNum: number, totalPages: number, games: Game[], totalCount = 5): GamePage => ({ games, pageNum, totalPages, totalCount });
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

// Every event type is tried in every state (xstate/graph), so each model gives the events it is
// not about a payload that changes nothing; that keeps each model's state space small.
const quiet: Record<string, ModelEvent> = {
  vendor: { type: 'filter.vendorChanged', vendor: null },
  type: { type: 'filter.typeChanged', gameType: 'RNG' },
  classify: { type: 'filter.classifyChanged', classify: '' },
  name: { type: 'filter.nameChanged', name: ' ' },
  panel: { type: 'filter.panelChanged', vendor: null, classify: '', minBet: '', minLine: '' },
  dataAll: { type: 'data.select', dataType: 'ALL' },
  session: { type: 'session.changed', hasSession: false },
  removed: { type: 'favourite.removed', nodeId: 99 },
  restored: { type: 'favourite.restored', game: game(1), index: 0 },
};
const done = (id: string, output: unknown): ModelEvent => ({ type: `xstate.done.actor.${id}`, output });
const failed = (id: string): ModelEvent => ({ type: `xstate.error.actor.${id}`, error: offline });
const AFTER_SCROLL = { type: 'xstate.after.scrollThrottle.gameList.scroll.coolingDown' };

// Answers every model needs wherever its states invoke them (a done event needs an output).
const answers = [
  done('loadGames', page(1, 1, [game(1)])),
  done('loadMoreGames', page(2, 2, [game(2)])),
  done('loadHot', [game(11), game(12), game(13)]),
  failed('loadGames'),
  failed('loadMoreGames'),
  failed('loadHot'),
];

/** The quiet events and default answers, with the model's own events in place of those of the same type or key. */
function eventsOf(own: ModelEvent[], ...loud: string[]): ModelEvent[] {
  const ownTypes = new Set(own.map((event) => event.type));
  const quietOnes = Object.entries(quiet).filter(([key]) => !loud.includes(key)).map(([, event]) => event);
  return [...quietOnes, ...answers.filter((event) => !ownTypes.has(event.type)), ...own];
}

const models: Record<string, ModelOptions> = {
  // Vendor, classify and panel changes, and clearing them without a query string.
  vendorAndPanel: {
    input: input(),
    events: eventsOf(
      [
        { type: 'filter.vendorChanged', vendor: 'JILI' },
        { type: 'filter.vendorChanged', vendor: null },
        { type: 'filter.classifyChanged', classify: 'SLOT' },
        { type: 'filter.panelChanged', vendor: 'PG', classify: 'BG', minBet: '1', minLine: '5' },
        { type: 'filter.clear' },
      ],
      'vendor',
      'classify',
      'panel',
    ),
  },
  // Type and name changes; an empty answer, a failure and retrying.
  typeAndName: {
    input: input(),
    events: eventsOf(
      [
        { type: 'filter.typeChanged', gameType: 'FISH' },
        { type: 'filter.nameChanged', name: 'dragon' },
        done('loadGames', page(1, 0, [])),
        failed('loadGames'),
        { type: 'list.retry' },
      ],
      'type',
      'name',
    ),
  },
  // Favourite, Recent, Hot and New; the session they need; the hot list paged locally; favourites removed and restored.
  dataTypes: {
    input: input(),
    events: eventsOf(
      [
        ...(['ALL', 'FAV', 'RECENT', 'HOT', 'NEW'] as const).map((dataType) => ({ type: 'data.select', dataType })),
        { type: 'session.changed', hasSession: true },
        { type: 'session.changed', hasSession: false },
        { type: 'favourite.removed', nodeId: 1 },
        { type: 'favourite.restored', game: game(1), index: 0 },
        done('loadGames', page(1, 1, [game(1)], 1)),
        done('loadHot', [game(11), game(12), game(13), game(14, { gameType: 'LIVE' })]),
        { type: 'list.retry' },
        { type: 'list.loadMore' },
      ],
      'dataAll',
      'session',
      'removed',
      'restored',
    ),
  },
  // An empty hot list for the screen's type.
  emptyHot: {
    input: input({ gameType: 'HOT' }),
    events: eventsOf([done('loadHot', []), { type: 'data.select', dataType: 'HOT' }], 'dataAll'),
  },
  // Load more by button and by scrolling (at most once a second); a failed page keeps the list.
  paging: {
    input: input({ hasSession: true }),
    provide: { delays: { scrollThrottle: 10 } },
    events: eventsOf([
      done('loadGames', page(1, 3, [game(1)])),
      done('loadMoreGames', page(2, 3, [game(2)])),
      failed('loadMoreGames'),
      { type: 'list.loadMore' },
      { type: 'list.nearEnd' },
      AFTER_SCROLL,
    ]),
  },
  // Opened from a link with a query: favourites need a login, and clearing goes to the plain path.
  query: {
    input: input({ gameType: 'ESPORTS', vassalage: 'AV', dataType: 'FAV', hasQuery: true }),
    events: eventsOf([{ type: 'filter.clear' }, { type: 'data.select', dataType: 'FAV' }], 'dataAll'),
  },
};

const generated = Object.entries(models).map(([name, options]) => ({ name, options, paths: modelPaths(gameListMachine, options) }));
const cases: Array<[string, Path, ModelOptions]> = generated.flatMap(({ name, options, paths }) =>
  paths.map((path): [string, Path, ModelOptions] => [`${name}: ${path.description}`, path, options]),
);

describe('game list chart (model-based)', () => {
  it.each(cases)('%s', async (_, path, options) => {
    await runPath(gameListMachine, path, options);
  });

  it('reaches every state and takes every transition', () => {
    expect(uncovered(gameListMachine, generated.flatMap((g) => g.paths))).toEqual({ states: [], transitions: [] });
  });
});

describe('game list chart (rules)', () => {
  function start(patch: Partial<GameListInput> = {}, answer: (query: LoadGamesInput) => GamePage = () => page(1, 2, [game(1)])) {
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
        actions: { goToLogin: () => void calls.push('goToLogin'), goToPlainPath: () => void calls.push('goToPlainPath') },
      }),
      { input: input(patch) },
    ).start();
    return { actor, queries, calls, settle: () => vi.advanceTimersByTimeAsync(0) };
  }

  it('presets the special types exactly as the table of spec 001 §2.4', () => {
    const f = (type: string) => {
      const { filter, dataType } = presetFor(type, ['HOUSE', 'ORIGINS']);
      return [filter.gameType, filter.vassalage, filter.gameClassify, dataType].join('|');
    };
    expect(f('BINGO')).toBe('RNG||BG|ALL');
    expect(f('JACKPOT')).toBe('RNG||JP|ALL');
    expect(f('FEATURE')).toBe('RNG||FeatureBuy|ALL');
    expect(f('INHOUSE')).toBe('RNG|HOUSE,ORIGINS||ALL');
    expect(f('NEW')).toBe('||new|ALL');
    expect(['JL', 'RTG', 'PG', 'JDB'].map(f)).toEqual(['RNG|JILI||ALL', 'RNG|RTG||ALL', 'RNG|PG||ALL', 'RNG|JDB||ALL']);
    expect(f('ESPORTS')).toBe('SPORTS|AV,AI,IMES,TF,IA||ALL');
    expect(f('COCKFIGHT')).toBe('SPORTS|SV3,DS88,DIG,WGB,WS168||ALL');
    expect(f('HOT')).toBe('|||HOT');
    expect(f('FISH')).toBe('FISH|||ALL');
  });

  it("a catalogue type's All names its category's vendors, so esports stay out of sports (and in-house out of slots)", () => {
    expect(presetFor('SPORTS', ['HOUSE'], ['ARENA', 'GOALBET']).filter).toMatchObject({ gameType: 'SPORTS', vassalage: 'ARENA,GOALBET' });
    expect(presetFor('RNG', ['HOUSE'], ['JILI', 'PG']).filter).toMatchObject({ gameType: 'RNG', vassalage: 'JILI,PG' });
    // The special types keep their own vendors whatever the category lists.
    expect(presetFor('ESPORTS', ['HOUSE'], ['ARENA']).filter.vassalage).toBe('AV,AI,IMES,TF,IA');
  });

  it('a filter change clears the list, restarts at page 1, clears no-data and the minimum bet', async () => {
    const { actor, queries, settle } = start();
    await settle();
    actor.send({ type: 'filter.panelChanged', vendor: null, classify: '', minBet: '2', minLine: '' });
    await settle();
    actor.send({ type: 'list.loadMore' });
    await settle();
    expect(queries.at(-1)).toMatchObject({ pageNo: 2, filter: { minBet: '2' } });
    actor.send({ type: 'filter.vendorChanged', vendor: 'JILI' });
    expect(actor.getSnapshot().context).toMatchObject({ games: [], pageNum: 1, noData: false, filter: { minBet: '', vassalage: 'JILI' } });
    await settle();
    expect(queries.at(-1)).toMatchObject({ pageNo: 1, filter: { vassalage: 'JILI', minBet: '' } });
    vi.useRealTimers();
  });

  it('load more appends while pageNum < totalPages, and scrolling asks at most once a second', async () => {
    const { actor, queries, settle } = start({}, (q) => page(q.pageNo, 3, [game(q.pageNo)]));
    await settle();
    actor.send({ type: 'list.nearEnd' });
    await settle();
    actor.send({ type: 'list.nearEnd' });
    await settle();
    expect(queries.map((q) => q.pageNo)).toEqual([1, 2]);
    await vi.advanceTimersByTimeAsync(1000);
    actor.send({ type: 'list.nearEnd' });
    await settle();
    actor.send({ type: 'list.loadMore' });
    await settle();
    expect(queries.map((q) => q.pageNo)).toEqual([1, 2, 3]);
    expect(actor.getSnapshot().context.games.map((g) => g.nodeId)).toEqual([1, 2, 3]);
    vi.useRealTimers();
  });

  it('Favourite, Recent and Hot need a session; a visitor goes to the login', async () => {
    const { actor, calls, settle } = start();
    await settle();
    for (const dataType of ['FAV', 'RECENT', 'HOT'] as const) actor.send({ type: 'data.select', dataType });
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
