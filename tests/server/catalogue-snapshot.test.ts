import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  catalogueRevision,
  listGames,
  listHotGames,
  loadAllGames,
  renameGame,
  type GameFilter,
} from '../../server/db/queries/games.ts';
import { catalogueSeeder } from '../../server/db/seed/catalogue.ts';
import { resetToSeed, runSeeds } from '../../server/db/seed/index.ts';
import { CatalogueSnapshot, filterKey, toCents } from '../../server/services/catalogue-snapshot.ts';
import { filterOf } from '../../server/services/game-filters.ts';
import { openTestDatabase, type TestDatabase } from './helpers/test-db.ts';

// The game list answers from memory; the indexed SQL query answers for catalogues too large to
// hold. Both must give the same pages for every filter, so they are compared on the demo catalogue.

let database: TestDatabase;
let snapshot: CatalogueSnapshot;

beforeAll(async () => {
  database = await openTestDatabase();
  await runSeeds(database.db, [catalogueSeeder]);
  snapshot = new CatalogueSnapshot(await loadAllGames(database.db));
});
afterAll(async () => database.close());

const FILTERS: Record<string, GameFilter> = {
  everything: {},
  slots: filterOf({ gameType: 'RNG' }),
  'slots by JILI': filterOf({ gameType: 'RNG', vassalage: ['JILI'] }),
  'two vendors': filterOf({ gameType: 'SPORTS', vassalage: ['AV', 'IMES'] }),
  jackpot: filterOf({ gameType: 'JACKPOT' }),
  'in-house': filterOf({ gameType: 'INHOUSE' }),
  esports: filterOf({ gameType: 'ESPORTS' }),
  cockfight: filterOf({ gameType: 'COCKFIGHT' }),
  new: filterOf({ gameType: 'NEW' }),
  'classify new': filterOf({ gameType: 'RNG', gameClassify: 'new' }),
  hot: filterOf({ gameType: 'HOT' }),
  'name, any case': filterOf({ gameName: 'DrAgOn' }),
  'Bengali name': filterOf({ gameName: 'ড্রাগন' }),
  'name with wildcards': filterOf({ gameName: '%_' }),
  'name and type': filterOf({ gameName: 'dragon', gameType: 'FISH' }),
  'minimum bet 0.5': filterOf({ gameType: 'RNG', minBet: '0.5' }),
  'minimum bet 1.25': filterOf({ minBet: '1.25' }),
  'at least 25 lines': filterOf({ gameType: 'RNG', minLine: 25 }),
  'nothing matches': filterOf({ gameType: 'RNG', vassalage: ['NOSUCH'] }),
};

describe('the in-memory catalogue', () => {
  it.each(Object.entries(FILTERS))('answers like the SQL query: %s', async (name, filter) => {
    const sql = await listGames(database.db, filter, { pageNo: 1, pageSize: 5000 });
    // Only these two are meant to find nothing; every other comparison must be over real games.
    if (name !== 'nothing matches' && name !== 'name with wildcards')
      expect(sql.total).toBeGreaterThan(0);
    const memory = snapshot.list(filter, { pageNo: 1, pageSize: 5000 });
    expect(memory.total).toBe(sql.total);
    expect(memory.rows.map((row) => row.id)).toEqual(sql.rows.map((row) => row.id));
  });

  it('pages like the SQL query, past the end included', async () => {
    const slots = FILTERS.slots ?? {};
    for (const page of [
      { pageNo: 1, pageSize: 24 },
      { pageNo: 7, pageSize: 24 },
      { pageNo: 3, pageSize: 36 },
      { pageNo: 1_000, pageSize: 24 },
    ]) {
      const sql = await listGames(database.db, slots, page);
      expect(snapshot.list(slots, page), JSON.stringify(page)).toEqual(sql);
    }
  });

  it('holds the hot games in rank order, as the SQL query does', async () => {
    expect(snapshot.hot().map((row) => row.id)).toEqual(
      (await listHotGames(database.db)).map((row) => row.id),
    );
    expect(snapshot.size).toBeGreaterThanOrEqual(3000);
  });

  it('keys equal filters alike and different filters apart', () => {
    expect(filterKey(filterOf({ gameName: 'Dragon', minBet: '0.5' }))).toBe(
      filterKey(filterOf({ gameName: 'dragon', minBet: '0.50' })),
    );
    expect(filterKey(filterOf({ gameType: 'RNG' }))).not.toBe(
      filterKey(filterOf({ gameType: 'FISH' })),
    );
    expect(filterKey(filterOf({ gameType: 'RNG', minLine: 5 }))).not.toBe(
      filterKey(filterOf({ gameType: 'RNG' })),
    );
  });

  it('remembers derived text once per key', () => {
    let computed = 0;
    const compute = () => `page ${++computed}`;
    expect(snapshot.remember('a', compute)).toBe('page 1');
    expect(snapshot.remember('a', compute)).toBe('page 1');
    expect(snapshot.remember('b', compute)).toBe('page 2');
  });

  it('reads amounts in exact cents', () => {
    expect([
      toCents('0.5'),
      toCents('0.50'),
      toCents('12'),
      toCents('123456789.99'),
      toCents('0.05'),
    ]).toEqual([50, 50, 1200, 12345678999, 5]);
  });
});

describe('the catalogue revision', () => {
  it('moves on every change of the games, a reset included', async () => {
    const before = await catalogueRevision(database.db);
    const [first] = await loadAllGames(database.db);
    if (first === undefined) throw new Error('the catalogue is seeded');
    await renameGame(database.db, first.id, { nameEn: 'Renamed', nameBn: 'নতুন নাম' });
    const renamed = await catalogueRevision(database.db);
    expect(renamed).toBeGreaterThan(before);
    await resetToSeed(database.db, [catalogueSeeder]);
    expect(await catalogueRevision(database.db)).toBeGreaterThan(renamed);
  });
});
