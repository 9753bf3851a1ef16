import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordLaunch } from '../../server/db/queries/recent-games.ts';
import { DEMO_ACCOUNTS } from '../../server/db/seed/accounts.ts';
import { runSeeds } from '../../server/db/seed/index.ts';
import { seeders } from '../../server/db/seed/registry.ts';
import type { Seeder } from '../../server/db/seed/seeder.ts';
import { openTestDatabase, type TestDatabase } from './helpers/test-db.ts';

// A new seed version used to truncate the seeder's tables with cascade: raising the accounts seeder's
// version would have deleted every member, and the catalogue's every favourite and recent game. Now a
// seeder runs again over the data that is there (server/README.md "Demo data and seeds"). This file
// raises every seeder's version on a database that players have written to, and compares every table
// of theirs row by row.

/**
 * What the seeders may rewrite on a new version: the operator's content, which no player writes.
 * Every other table is compared whole, so a table added later is covered without editing this file.
 */
const CONTENT_TABLES = new Set([
  'vendors',
  'games',
  'winner_board',
  'announcements',
  'announcement_images',
  'help_items',
  'chat_anchors',
  'catalogue_revisions',
  'content_revisions',
]);
// Bookkeeping of the migrations and seeds themselves.
const BOOKKEEPING = new Set(['schema_migrations', 'seed_runs']);

let database: TestDatabase;

beforeAll(async () => {
  database = await openTestDatabase();
  await runSeeds(database.db);
}, 120_000);
afterAll(async () => database.close());

async function tables(): Promise<string[]> {
  const result = (await database.db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  )) as {
    rows: { table_name: string }[];
  };
  return result.rows.map((row) => row.table_name);
}

/** Every row of a table, in a stable order, as JSON text. */
async function contentsOf(table: string): Promise<string> {
  const result = (await database.db.execute(
    sql.raw(`select to_jsonb(t) as row from "${table}" t`),
  )) as { rows: { row: unknown }[] };
  return JSON.stringify(result.rows.map((row) => JSON.stringify(row.row)).sort());
}

async function rowCount(table: string): Promise<number> {
  const result = (await database.db.execute(
    sql.raw(`select count(*)::int as n from "${table}"`),
  )) as { rows: { n: number }[] };
  return result.rows[0]?.n ?? 0;
}

const raised = (list: readonly Seeder[]): Seeder[] =>
  list.map((seeder) => ({ ...seeder, version: seeder.version + 1, run: seeder.run.bind(seeder) }));

describe('a new seed version', () => {
  it(
    'keeps every row players wrote, and adds no second copy of the demo content',
    { timeout: 120_000 },
    async () => {
      const { member, secondMember } = DEMO_ACCOUNTS;
      // What players do after the demo data went in: a new password and number, favourites and
      // recent games, a balance that moved, an inbox message read, a session.
      await database.db.execute(
        sql`update members set password_hash = 'changed-by-the-player', mobile_num = '01799999999' where user_name = ${member.userName}`,
      );
      await database.db.execute(
        sql`insert into favourite_games (user_name, game_id) values (${member.userName}, 1), (${member.userName}, 2), (${secondMember.userName}, 3)`,
      );
      await recordLaunch(database.db, member.userName, 4);
      await recordLaunch(database.db, secondMember.userName, 5);
      await database.db.execute(
        sql`update wallets set balance = balance + 100.25 where user_name = ${member.userName}`,
      );
      await database.db.execute(
        sql`update inbox_messages set read_at = now() where read_at is null`,
      );
      await database.db.execute(
        sql`insert into sessions (token_hash, user_name, merchant_code, type, expires_at) values ('a-players-session', ${member.userName}, 'bdbt', 0, now() + interval '1 hour')`,
      );

      const all = await tables();
      const players = all.filter((table) => !CONTENT_TABLES.has(table) && !BOOKKEEPING.has(table));
      expect(players).toEqual(
        expect.arrayContaining([
          'members',
          'favourite_games',
          'recent_games',
          'wallets',
          'sessions',
          'reward_requests',
          'promotion_entries',
        ]),
      );
      const before = new Map<string, string>();
      for (const table of players) before.set(table, await contentsOf(table));
      const contentCounts = new Map<string, number>();
      for (const table of CONTENT_TABLES)
        if (all.includes(table)) contentCounts.set(table, await rowCount(table));

      expect(await runSeeds(database.db, raised(seeders))).toEqual(
        seeders.map((seeder) => seeder.name),
      );

      for (const table of players)
        expect(await contentsOf(table), `${table} after every seeder ran again`).toBe(
          before.get(table),
        );
      for (const [table, count] of contentCounts) {
        // The revision counters move with every change; the content itself is updated in place.
        if (table.endsWith('_revisions')) continue;
        expect(await rowCount(table), `${table} after every seeder ran again`).toBe(count);
      }
    },
  );
});
