import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { Game, GamePage } from '../../src/api/endpoints/game-entry.ts';
import { SEARCH_TOO_SHORT, searchMachine, type SearchGamesInput, type SearchInput } from '../../machines/search.machine.ts';
import { modelPaths, runPath, uncovered, type ModelOptions, type Path } from './helpers/model-runner.ts';
import { game } from './helpers/games.ts';

const page = (pageNum: number, totalPages: number, games: Game[]): GamePage => ({ games, pageNum, totalPages, totalCount: 11 });
const first = page(1, 2, [game(1), game(2)]);
const second = page(2, 2, [game(3)]);
const none = page(1, 0, []);
const HOT = [game(90)];
const offline = { code: 'network.offline' };

const events: ModelOptions['events'] = [
  { type: 'search.open' },
  { type: 'search.close' },
  { type: 'search.blur' },
  { type: 'search.input', term: '' },
  { type: 'search.input', term: 'ab' },
  { type: 'search.input', term: 'dragon' },
  { type: 'search.input', term: 'dragon ' },
  { type: 'search.submit' },
  { type: 'search.loadMore' },
  { type: 'search.retry' },
  { type: 'xstate.after.debounce.search.open.debouncing' },
  { type: 'xstate.done.actor.searchGames', output: first },
  { type: 'xstate.done.actor.searchGames', output: none },
  { type: 'xstate.error.actor.searchGames', error: offline },
  { type: 'xstate.done.actor.searchMore', output: second },
  { type: 'xstate.error.actor.searchMore', error: offline },
  { type: 'xstate.done.actor.loadHot', output: HOT },
  { type: 'xstate.error.actor.loadHot', error: offline },
];

// The popup (9 a page, closes on an empty blur) and the screen (36 a page, open from the start).
const popup: ModelOptions = { input: { pageSize: 9, closesOnBlur: true, startOpen: false } satisfies SearchInput, events };
const screen: ModelOptions = {
  input: { pageSize: 36, closesOnBlur: false, startOpen: true } satisfies SearchInput,
  // Every event type is tried in every state anyway, so the screen gets the same answers.
  events,
  provide: { delays: { debounce: 20 } },
};
const models = [popup, screen].map((options) => ({ options, paths: modelPaths(searchMachine, options) }));
const all: Array<[string, Path, ModelOptions]> = models.flatMap(({ options, paths }) =>
  paths.map((path) => [`${String((options.input as SearchInput).pageSize)}: ${path.description}`, path, options] as [string, Path, ModelOptions]),
);

describe('search chart (model-based)', () => {
  it.each(all)('%s', async (_, path, options) => {
    await runPath(searchMachine, path, options);
  });

  it('reaches every state and takes every transition', () => {
    expect(uncovered(searchMachine, models.flatMap((m) => m.paths))).toEqual({ states: [], transitions: [] });
  });
});

describe('search chart (rules)', () => {
  function start(input: SearchInput = { pageSize: 9, closesOnBlur: true, startOpen: true }) {
    vi.useFakeTimers();
    const calls: SearchGamesInput[] = [];
    const actor = createActor(
      searchMachine.provide({
        actors: {
          searchGames: fromPromise<GamePage, SearchGamesInput>(async ({ input: query }) => {
            calls.push(query);
            return query.pageNo === 1 ? first : second;
          }),
          loadHot: fromPromise(async () => HOT),
        },
      }),
      { input },
    ).start();
    return { actor, calls };
  }

  it('needs 3 characters, waits 500 ms after typing, and asks with the popup page size', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'search.input', term: 'dr' });
    expect(actor.getSnapshot().context.errorCode).toBe(SEARCH_TOO_SHORT);
    actor.send({ type: 'search.input', term: 'dra' });
    await vi.advanceTimersByTimeAsync(499);
    expect(calls).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toEqual([{ term: 'dra', pageNo: 1, pageSize: 9 }]);
    expect(actor.getSnapshot().context).toMatchObject({ totalCount: 11, hasMore: true, errorCode: null });
    vi.useRealTimers();
  });

  it('Enter searches at once; load more appends the next page and has-more turns off at the end', async () => {
    const { actor, calls } = start({ pageSize: 36, closesOnBlur: false, startOpen: true });
    actor.send({ type: 'search.input', term: 'tiger' });
    actor.send({ type: 'search.submit' });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'search.loadMore' });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toEqual([
      { term: 'tiger', pageNo: 1, pageSize: 36 },
      { term: 'tiger', pageNo: 2, pageSize: 36 },
    ]);
    expect(actor.getSnapshot().context.games.map((g) => g.nodeId)).toEqual([1, 2, 3]);
    expect(actor.getSnapshot().context.hasMore).toBe(false);
    vi.useRealTimers();
  });

  it('a new term resets the list, page and has-more; an empty blur closes only the popup', async () => {
    const { actor } = start();
    actor.send({ type: 'search.input', term: 'tiger' });
    actor.send({ type: 'search.submit' });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'search.input', term: 'lion' });
    expect(actor.getSnapshot().context).toMatchObject({ games: [], pageNum: 1, hasMore: false });
    actor.send({ type: 'search.blur' });
    expect(actor.getSnapshot().matches('open')).toBe(true);
    actor.send({ type: 'search.input', term: '' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context.hot).toEqual(HOT);
    actor.send({ type: 'search.blur' });
    expect(actor.getSnapshot().value).toBe('closed');
    vi.useRealTimers();
  });
});
