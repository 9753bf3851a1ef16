import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { Game, GamePage } from '../../src/api/endpoints/game-entry.ts';
import {
  SEARCH_TOO_SHORT,
  searchMachine,
  type SearchGamesInput,
  type SearchInput,
} from '../../machines/search.machine.ts';
import type { ModelEvent } from './helpers/chart-model.ts';
import { describeChartModel } from './helpers/describe-chart-model.ts';
import { game } from './helpers/games.ts';
import { searchOracle } from './oracles/search.oracle.ts';

const page = (pageNum: number, totalPages: number, games: Game[]): GamePage => ({
  games,
  pageNum,
  totalPages,
  totalCount: 11,
});
const first = page(1, 2, [game(1), game(2)]);
const second = page(2, 2, [game(3)]);
const only = page(1, 1, [game(4)]);
const none = page(1, 0, []);
const HOT = [game(90)];
const offline = { code: 'network.offline' };

const open = { type: 'search.open' };
const tiger = { type: 'search.input', term: 'tig' };
const submit = { type: 'search.submit' };
const loadMore = { type: 'search.loadMore' };
const found = { type: 'xstate.done.actor.searchGames', output: first };
const nothing = { type: 'xstate.done.actor.searchGames', output: none };
const failed = { type: 'xstate.error.actor.searchGames', error: offline };
const moreFailed = { type: 'xstate.error.actor.searchMore', error: offline };

const events: ModelEvent[] = [
  open,
  { type: 'search.close' },
  { type: 'search.blur' },
  { type: 'search.input', term: '' },
  { type: 'search.input', term: 'ab' },
  // Exactly 3 characters: the shortest term that searches; the same term with spaces is not new.
  tiger,
  { type: 'search.input', term: ' tig ' },
  submit,
  loadMore,
  { type: 'search.retry' },
  { type: 'xstate.after.debounce.search.open.debouncing' },
  found,
  { type: 'xstate.done.actor.searchGames', output: only },
  nothing,
  failed,
  { type: 'xstate.done.actor.searchMore', output: second },
  moreFailed,
  { type: 'xstate.done.actor.loadHot', output: HOT },
  { type: 'xstate.error.actor.loadHot', error: offline },
];

// Walked on both boxes (the popup opens first; on the screen the open request changes nothing).
const sequences: ModelEvent[][] = [
  // A failed search retried successfully shows the results without the old message; Enter after
  // "no games found" or after results searches again.
  [open, tiger, submit, failed, { type: 'search.retry' }, found, submit, nothing, submit, found],
  // A failed load more keeps the list; trying again clears its message; a new search too.
  [open, tiger, submit, found, loadMore, moreFailed, loadMore, moreFailed, submit, found],
  // An answer naming an older page still moves the page on, so load more never asks a page twice.
  [
    open,
    tiger,
    submit,
    found,
    loadMore,
    { type: 'xstate.done.actor.searchMore', output: page(1, 3, [game(5)]) },
    loadMore,
  ],
];

// The popup (9 a page, closes when an empty box is left) and the search screen (36 a page, open from the start).
describeChartModel('search chart (model-based)', searchMachine, {
  oracle: searchOracle,
  inputs: {
    popup: { pageSize: 9, closesOnBlur: true, startOpen: false } satisfies SearchInput,
    screen: { pageSize: 36, closesOnBlur: false, startOpen: true } satisfies SearchInput,
  },
  events,
  sequences,
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
    expect(actor.getSnapshot().context).toMatchObject({
      totalCount: 11,
      hasMore: true,
      errorCode: null,
    });
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
