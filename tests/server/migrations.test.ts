import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { listMigrations, migrate } from '../../server/db/migrate.ts';
import * as schema from '../../server/db/schema.ts';
import { resetToSeed, runSeeds, type Seeder } from '../../server/db/seed/index.ts';
import { openTestDatabase, type TestDatabase } from './helpers/test-db.ts';

// That the migrations build what schema.ts declares (types, defaults, indexes, constraints) is
// migrations-agreement.test.ts's part; this file checks how they are applied.

let database: TestDatabase;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => database.close());

describe('migrations', () => {
  it('are idempotent: a second and a concurrent run apply nothing', async () => {
    expect(await migrate(database.db)).toEqual([]);
    expect(await Promise.all([migrate(database.db), migrate(database.db)])).toEqual([[], []]);
    const recorded = await database.db.select().from(schema.schemaMigrations);
    expect(recorded.map((row) => row.version)).toEqual(
      (await listMigrations()).map((migration) => migration.version),
    );
  });

  it('apply new files in order, once, and roll back a failing file', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'msite-migrations-'));
    try {
      await writeFile(
        join(dir, '9001_first.sql'),
        'create table mig_test_a (id integer primary key);\n--> statement-breakpoint\ninsert into mig_test_a values (1);',
      );
      await writeFile(
        join(dir, '9002_broken.sql'),
        'create table mig_test_b (id integer);\n--> statement-breakpoint\nselect no_such_function();',
      );
      const url = pathToFileURL(`${dir}/`);
      await expect(migrate(database.db, undefined, url)).rejects.toThrow();
      const first = await database.db
        .select()
        .from(schema.schemaMigrations)
        .where(eq(schema.schemaMigrations.version, '9001'));
      expect(first).toHaveLength(1);
      const applied = await database.db
        .select()
        .from(schema.schemaMigrations)
        .where(eq(schema.schemaMigrations.name, 'broken'));
      expect(applied).toEqual([]);
      await writeFile(join(dir, '9002_broken.sql'), 'create table mig_test_b (id integer);');
      // The first file went in on the failed run; only the repaired one is new.
      expect(await migrate(database.db, undefined, url)).toEqual(['9002']);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('seed framework', () => {
  const runs: string[] = [];
  const seeder = (name: string, version: number): Seeder => ({
    name,
    version,
    tables: ['outbox'],
    async run(db) {
      runs.push(`${name}@${version}`);
      await db
        .insert(schema.outbox)
        .values({ channel: 'mail', recipient: name, body: `v${version}` });
    },
  });

  beforeEach(async () => {
    runs.length = 0;
    await database.reset();
  });

  it('runs each seeder once, in order', async () => {
    expect(await runSeeds(database.db, [seeder('a', 1), seeder('b', 1)])).toEqual(['a', 'b']);
    expect(await runSeeds(database.db, [seeder('a', 1), seeder('b', 1)])).toEqual([]);
    expect(runs).toEqual(['a@1', 'b@1']);
    const recorded = await database.db.select().from(schema.seedRuns);
    expect(recorded.map((row) => [row.name, row.version])).toEqual([
      ['a', 1],
      ['b', 1],
    ]);
  });

  it('runs a seeder again over its data, emptying nothing, when its version changes', async () => {
    await runSeeds(database.db, [seeder('a', 1)]);
    expect(await runSeeds(database.db, [seeder('a', 2)])).toEqual(['a']);
    const rows = await database.db.select().from(schema.outbox);
    expect(rows.map((row) => row.body).sort()).toEqual(['v1', 'v2']);
  });

  it('resetToSeed empties seeded and runtime tables and seeds again', async () => {
    await runSeeds(database.db, [seeder('a', 1)]);
    await database.db
      .insert(schema.outbox)
      .values({ channel: 'sms', recipient: 'x', body: 'later' });
    await database.db.insert(schema.siteOverrides).values({ id: 1, overrides: { siteName: 'x' } });
    expect(await resetToSeed(database.db, [seeder('a', 1)])).toEqual(['a']);
    expect((await database.db.select().from(schema.outbox)).map((row) => row.body)).toEqual(['v1']);
    expect(await database.db.select().from(schema.siteOverrides)).toEqual([]);
  });
});
