import { describe, expect, it } from 'vitest';
import type { GameRow } from '../../server/db/queries/games.ts';
import { CatalogueCache } from '../../server/services/catalogue-cache.ts';

function game(id: number, name: string): GameRow {
  return {
    id,
    code: `G${id}`,
    vendorCode: 'JILI',
    gameType: 'RNG',
    gameCategory: 'RNG',
    classify: 'Slot',
    launchCode: 'lobby',
    roomId: null,
    lottoMode: null,
    playType: null,
    minBet: '0.10',
    minLine: 1,
    isNew: false,
    hotRank: null,
    jackpot: null,
    supportsFreePlay: false,
    nameEn: name,
    nameBn: name,
    sortOrder: id,
  };
}

/** A source whose revision and games the test changes, counting what the cache reads. */
function fakeSource() {
  const state = {
    revision: 1,
    games: [game(1, 'Alpha'), game(2, 'Beta')],
    revisionReads: 0,
    loads: 0,
  };
  return {
    state,
    source: {
      revision: async () => {
        state.revisionReads += 1;
        return state.revision;
      },
      count: async () => state.games.length,
      load: async () => {
        state.loads += 1;
        return [...state.games];
      },
    },
  };
}

const names = (rows: readonly GameRow[] | undefined) => rows?.map((row) => row.nameEn);

describe('CatalogueCache', () => {
  it('trusts a revision read for freshMs, then reads it again and reloads only when it moved', async () => {
    const { state, source } = fakeSource();
    let now = 0;
    const cache = new CatalogueCache(source, { freshMs: 1000, now: () => now });
    expect(names((await cache.snapshot())?.list({}, { pageNo: 1, pageSize: 10 }).rows)).toEqual([
      'Alpha',
      'Beta',
    ]);
    state.games = [game(1, 'Alpha'), game(2, 'Gamma')];
    state.revision = 2;
    now = 999;
    expect(names((await cache.snapshot())?.list({}, { pageNo: 1, pageSize: 10 }).rows)).toEqual([
      'Alpha',
      'Beta',
    ]);
    expect([state.revisionReads, state.loads]).toEqual([1, 1]);
    now = 1000;
    expect(names((await cache.snapshot())?.list({}, { pageNo: 1, pageSize: 10 }).rows)).toEqual([
      'Alpha',
      'Gamma',
    ]);
    now = 2500;
    await cache.snapshot();
    expect([state.revisionReads, state.loads]).toEqual([3, 2]);
  });

  it('sees its own process’s change at once after invalidate()', async () => {
    const { state, source } = fakeSource();
    const cache = new CatalogueCache(source, { freshMs: 60_000, now: () => 0 });
    await cache.snapshot();
    state.games = [game(3, 'Delta')];
    state.revision = 2;
    cache.invalidate();
    expect(names((await cache.snapshot())?.list({}, { pageNo: 1, pageSize: 10 }).rows)).toEqual([
      'Delta',
    ]);
  });

  it('lets calls during a check share it, but not across an invalidation', async () => {
    const { state, source } = fakeSource();
    const cache = new CatalogueCache(source, { freshMs: 0 });
    await Promise.all([cache.snapshot(), cache.snapshot(), cache.snapshot()]);
    expect(state.revisionReads).toBe(1);
    const before = cache.snapshot();
    cache.invalidate();
    state.games = [game(4, 'Epsilon')];
    state.revision = 2;
    const after = cache.snapshot();
    expect(names((await before)?.list({}, { pageNo: 1, pageSize: 10 }).rows)).toEqual([
      'Alpha',
      'Beta',
    ]);
    expect(names((await after)?.list({}, { pageNo: 1, pageSize: 10 }).rows)).toEqual(['Epsilon']);
    expect(state.revisionReads).toBe(3);
  });

  it('holds no copy of a catalogue above maxGames (callers query SQL) and makes one when it shrinks', async () => {
    const { state, source } = fakeSource();
    const cache = new CatalogueCache(source, { maxGames: 1, freshMs: 0 });
    expect(await cache.snapshot()).toBeNull();
    expect(state.loads).toBe(0);
    state.games = [game(1, 'Alpha')];
    state.revision = 2;
    expect((await cache.snapshot())?.size).toBe(1);
  });

  it('passes a failed revision read to the callers and tries again on the next call', async () => {
    const { state, source } = fakeSource();
    let fail = true;
    const cache = new CatalogueCache(
      {
        ...source,
        revision: async () =>
          fail ? Promise.reject(new Error('database gone')) : source.revision(),
      },
      { freshMs: 0 },
    );
    await expect(cache.snapshot()).rejects.toThrow('database gone');
    fail = false;
    expect((await cache.snapshot())?.size).toBe(2);
    expect(state.loads).toBe(1);
  });
});
