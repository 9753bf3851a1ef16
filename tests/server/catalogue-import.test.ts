import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { formatCatalogue, runCatalogueCommand } from '../../server/catalogue-cli.ts';
import { demoCatalogue } from '../../server/db/seed/catalogue.ts';
import {
  CATALOGUE_FORMAT,
  CatalogueFileError,
  importCatalogue,
  readCatalogueFile,
} from '../../server/services/catalogue-import.ts';
import { gameList } from './helpers/games.ts';
import { createTestApp } from './helpers/test-app.ts';
import { openTestDatabase, type TestDatabase } from './helpers/test-db.ts';

// The operator's catalogue import (server/README.md "Catalogue import"): a production server starts
// with an empty catalogue and loads the operator's file; the demo catalogue is one such file.

const vendor = { code: 'ACME', displayName: 'Acme Games', category: 'RNG', sortOrder: 1 };
const game = (id: number, extra: object = {}) => ({
  id,
  code: `ACME-${id}`,
  vendorCode: 'ACME',
  gameCategory: 'RNG',
  classify: 'SLOT',
  minBet: '0.10',
  minLine: 20,
  nameEn: `Acme ${id}`,
  nameBn: `অ্যাকমি ${id}`,
  sortOrder: id,
  ...extra,
});
const fileText = (games: object[], vendors: object[] = [vendor]) =>
  formatCatalogue({ format: CATALOGUE_FORMAT, vendors, games });

/** The problems of a refused file as `line N: field: message` lines. */
function problemsOf(text: string): string[] {
  try {
    readCatalogueFile(text);
  } catch (error) {
    if (error instanceof CatalogueFileError) return error.message.split('\n');
    throw error;
  }
  throw new Error('the file was accepted');
}

describe('a catalogue file', () => {
  it('the demo catalogue is one, as `npm run catalogue -- demo` prints it', () => {
    const file = readCatalogueFile(formatCatalogue(demoCatalogue()));
    expect(file.games.length).toBeGreaterThan(3_000);
    expect(file.vendors.length).toBeGreaterThan(10);
  });

  it('is refused with the line and field of each problem', () => {
    // Line 1 `{`, 2 format, 3 `"vendors": [`, 4 the vendor, 5 `],`, 6 `"games": [`, 7 the first game …
    const text = fileText([
      game(1),
      game(2, { minBet: 0.1 }),
      game(3, { minBet: '12.345' }),
      game(4, { colour: 'red' }),
    ]);
    expect(problemsOf(text)).toEqual([
      expect.stringMatching(/^line 8: games\[1\]\.minBet: /),
      expect.stringMatching(/^line 9: games\[2\]\.minBet: a decimal as text/),
      expect.stringMatching(/^line 10: games\[3\]: .*colour/),
    ]);
    // Once every entry is right on its own, the file is checked as a whole.
    expect(
      problemsOf(fileText([game(1), game(1, { code: 'ACME-9' }), game(3, { vendorCode: 'NOPE' })])),
    ).toEqual([
      expect.stringMatching(/^line 8: games\[1\]\.id: 1 is used by games\[0\] already/),
      expect.stringMatching(/^line 9: games\[2\]\.vendorCode: no vendor NOPE in this file/),
    ]);
    const missingName = fileText([game(1), { ...game(2), nameEn: undefined }]);
    expect(problemsOf(missingName)).toEqual([
      expect.stringMatching(/^line 8: games\[1\]\.nameEn: /),
    ]);
    expect(problemsOf(fileText([game(1, { nameEn: 'Bad\u0000name' })]))).toEqual([
      expect.stringMatching(/^line 7: games\[0\]\.nameEn: control characters/),
    ]);
  });

  it('that is not JSON, or not deep the way a catalogue is, is refused with its line', () => {
    expect(problemsOf('{\n  "format": "m-site-catalogue/1",\n  "vendors": [,\n}')).toEqual([
      expect.stringMatching(/^line 3: not JSON: expected a value/),
    ]);
    expect(problemsOf('{\n  "format": "m-site-catalogue/1"\n  "vendors": []\n}')).toEqual([
      expect.stringMatching(/^line 3: not JSON: expected ',' or '}'/),
    ]);
    expect(problemsOf('{"format": "m-site-catalogue/1", "vendors": [], "games": []}\n{}')).toEqual([
      expect.stringMatching(/^line 2: not JSON: expected the end/),
    ]);
    expect(problemsOf(`{"games": ${'['.repeat(5_000)}${']'.repeat(5_000)}}`)).toEqual([
      expect.stringMatching(/nested too deeply/),
    ]);
    expect(problemsOf('{"format": "m-site-catalogue/2", "vendors": [], "games": []}')).toEqual([
      expect.stringMatching(/^line 1: format: /),
    ]);
  });
});

describe('importing a catalogue', () => {
  let database: TestDatabase;
  let dir: string;

  beforeAll(async () => {
    database = await openTestDatabase();
    dir = await mkdtemp(join(tmpdir(), 'msite-catalogue-'));
  });
  afterAll(async () => {
    await database.close();
    await rm(dir, { recursive: true, force: true });
  });
  beforeEach(async () => {
    await database.db.execute(sql`truncate games, vendors, favourite_games, recent_games cascade`);
  });

  const names = async () =>
    (
      await gameList(createTestApp(database.db), { pageNum: '1', pageSize: '24', gameType: 'RNG' })
    ).games.map((entry) => entry.gameName);

  it('serves an empty catalogue as empty lists, then the imported games', async () => {
    expect(await names()).toEqual([]);
    const summary = await importCatalogue(
      database.db,
      readCatalogueFile(fileText([game(1), game(2, { hotRank: 1 })])),
    );
    expect(summary).toEqual({
      vendors: 1,
      games: 2,
      removedGames: 0,
      removedFavourites: 0,
      removedRecents: 0,
    });
    expect(await names()).toEqual(['Acme 1', 'Acme 2']);
  });

  it('updates games in place, so favourites keep pointing at them; removes unlisted games only with replace, and says what that cost', async () => {
    await importCatalogue(database.db, readCatalogueFile(fileText([game(1), game(2), game(3)])));
    await database.db.execute(
      sql`insert into favourite_games (user_name, game_id) values ('player', 1), ('player', 3)`,
    );
    await database.db.execute(
      sql`insert into recent_games (user_name, game_id) values ('player', 3)`,
    );

    const renamed = readCatalogueFile(fileText([game(1, { nameEn: 'Acme One' }), game(2)]));
    expect((await importCatalogue(database.db, renamed)).removedGames).toBe(0);
    expect(await names()).toEqual(['Acme One', 'Acme 2', 'Acme 3']);

    expect(await importCatalogue(database.db, renamed, { replace: true })).toEqual({
      vendors: 1,
      games: 2,
      removedGames: 1,
      removedFavourites: 1,
      removedRecents: 1,
    });
    expect(await names()).toEqual(['Acme One', 'Acme 2']);
    const favourites = (await database.db.execute(
      sql`select game_id from favourite_games order by game_id`,
    )) as { rows: { game_id: number }[] };
    expect(favourites.rows).toEqual([{ game_id: 1 }]);
  });

  it('refuses a code that another game holds in the database, and writes nothing', async () => {
    await importCatalogue(database.db, readCatalogueFile(fileText([game(1)])));
    const clash = readCatalogueFile(fileText([game(2, { code: 'ACME-1', nameEn: 'Clash' })]));
    await expect(importCatalogue(database.db, clash)).rejects.toThrow(
      /code ACME-1 belongs to game 1/,
    );
    expect(await names()).toEqual(['Acme 1']);
  });

  it('as a command: check and import a file, refuse a bad one with its line', async () => {
    const good = join(dir, 'good.json');
    const bad = join(dir, 'bad.json');
    await writeFile(good, fileText([game(1)]));
    await writeFile(bad, fileText([game(1, { minLine: 0 })]));
    const out: string[] = [];
    expect(await runCatalogueCommand(['check', good], (line) => out.push(line))).toBe(0);
    expect(out.pop()).toContain('1 vendors and 1 games, nothing wrong');
    expect(await runCatalogueCommand(['check', bad], (line) => out.push(line))).toBe(1);
    expect(out.pop()).toMatch(/line 7: games\[0\]\.minLine: /);
    expect(await runCatalogueCommand(['import', good, '--force'], (line) => out.push(line))).toBe(
      2,
    );
  });
});
