import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listMigrations } from '../../server/db/migrate.ts';
import * as schema from '../../server/db/schema.ts';
import { compareCatalogs, readCatalog, type Catalog } from './helpers/db-catalog.ts';
import {
  createFromSchema,
  latestSnapshot,
  readJournal,
  snapshotOf,
  statementsBetween,
} from './helpers/drizzle-kit.ts';
import { openTestDatabase, type TestDatabase } from './helpers/test-db.ts';

// schema.ts, the drizzle-kit snapshots and the database the migrations build must say the same thing.
// The database side is compared as PostgreSQL prints it back, against a second database built from
// nothing but the SQL drizzle-kit derives from schema.ts, so both go through the same engine's spelling.

/** Three deliberate departures from schema.ts: a default, a column type and an index's uniqueness. */
const mistaken = {
  ...schema,
  chatAnchors: pgTable('chat_anchors', {
    id: integer('id').primaryKey(),
    nicknameBn: text('nickname_bn').notNull(),
    nicknameEn: text('nickname_en').notNull(),
    online: boolean('online').notNull().default(true),
    sortOrder: integer('sort_order').notNull(),
  }),
  rateLimits: pgTable('rate_limits', {
    bucket: text('bucket').primaryKey(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    hits: bigint('hits', { mode: 'number' }).notNull(),
  }),
  referralCodes: pgTable(
    'referral_codes',
    {
      code: text('code').primaryKey(),
      userName: text('user_name').notNull(),
      createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    },
    (table) => [
      index('referral_codes_user_name_idx').on(table.userName),
      uniqueIndex('referral_codes_code_upper_idx').on(table.code),
    ],
  ),
};

let database: TestDatabase;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => database.close());

/**
 * Empties this file's database and builds in it what these tables declare. One database serves every
 * build in turn: opening one (PGlite starting up, or a new database on the server) is the slow part.
 */
async function catalogBuiltFrom(imports: Record<string, unknown>): Promise<Catalog> {
  await database.db.execute(sql`drop schema public cascade`);
  await database.db.execute(sql`create schema public`);
  await createFromSchema(database.db, imports);
  return readCatalog(database.db);
}

describe('drizzle-kit snapshots', () => {
  it('the latest snapshot is schema.ts: `npm run db:generate` finds no changes', async () => {
    const { snapshot } = await latestSnapshot();
    expect(await statementsBetween(snapshot, snapshotOf(schema))).toEqual([]);
  });

  it('an edit of schema.ts without its migration is caught', async () => {
    const { snapshot } = await latestSnapshot();
    expect(await statementsBetween(snapshot, snapshotOf(mistaken))).toEqual(
      expect.arrayContaining([
        'ALTER TABLE "chat_anchors" ALTER COLUMN "online" SET DEFAULT true;',
        'ALTER TABLE "rate_limits" ALTER COLUMN "hits" SET DATA TYPE bigint;',
      ]),
    );
  });

  it('the journal lists every migration file in order, and the latest snapshot belongs to the last', async () => {
    const journal = await readJournal();
    const files = (await listMigrations()).map(
      (migration) => `${migration.version}_${migration.name}`,
    );
    expect(journal.entries.map((entry) => entry.tag)).toEqual(files);
    // drizzle-kit numbers the next file after the last entry's idx.
    for (const entry of journal.entries)
      expect(entry.tag.startsWith(String(entry.idx).padStart(4, '0'))).toBe(true);
    const { file } = await latestSnapshot();
    expect(file).toBe(`${files.at(-1)?.slice(0, 4)}_snapshot.json`);
  });
});

describe('the migrated database', () => {
  let migrated: Catalog;
  let declared: Catalog;

  beforeAll(async () => {
    migrated = await readCatalog(database.db);
    declared = await catalogBuiltFrom(schema);
  });

  it('has the tables, column types, nullability, defaults, identities, indexes and constraints of schema.ts', () => {
    expect(declared.tables.length).toBeGreaterThanOrEqual(30);
    expect(declared.indexes.length).toBeGreaterThanOrEqual(40);
    expect(compareCatalogs(declared, migrated)).toEqual([]);
  });

  it('names each difference when schema.ts says otherwise', async () => {
    const differences = compareCatalogs(await catalogBuiltFrom(mistaken), migrated);
    expect(differences).toEqual([
      'column chat_anchors.online: default is "false", schema.ts says "true"',
      'column rate_limits.hits: type is "integer", schema.ts says "bigint"',
      'index referral_codes.referral_codes_code_upper_idx: definition is "CREATE UNIQUE INDEX referral_codes_code_upper_idx ON public.referral_codes USING btree (upper(code))", schema.ts says "CREATE UNIQUE INDEX referral_codes_code_upper_idx ON public.referral_codes USING btree (code)"',
      'index referral_codes.referral_codes_user_name_idx: unique is true, schema.ts says false',
      'index referral_codes.referral_codes_user_name_idx: definition is "CREATE UNIQUE INDEX referral_codes_user_name_idx ON public.referral_codes USING btree (user_name)", schema.ts says "CREATE INDEX referral_codes_user_name_idx ON public.referral_codes USING btree (user_name)"',
    ]);
  });
});
