import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../../server/db/migrate.ts';
import { findMemberByUserName } from '../../server/db/queries/members.ts';
import { userNameKey } from '../../server/services/user-name-key.ts';
import { openTestDatabase, type TestDatabase } from './helpers/test-db.ts';

// Migration 0011 adds members.user_name_key to a database that already has members: it must fill the
// key of every existing row as the server computes it, and must not fail when two existing names fold
// to one key (server/README.md "Migrations", "Password guessing").

let database: TestDatabase;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => database.close());

/** Existing names in insertion (id) order; each pair of a later spelling and an earlier one folds to one key. */
const EXISTING = [
  'Demo_Player',
  'xyz123',
  'ｘｙｚ１２３',
  'isik99',
  'ısık99',
  'ΟΔΟΣ77',
  'MİSTİK02',
];
const FOLDED_ONTO_OLDER = new Set(['ｘｙｚ１２３', 'ısık99']);

describe('migration 0011 (user-name keys)', () => {
  it('fills the key of existing members, the older of two colliding names keeping it', async () => {
    const { db } = database;
    // Back to the schema 0010 left: no key column, 0011 not yet recorded.
    await db.execute(sql`drop index members_user_name_key_idx`);
    await db.execute(sql`alter table members drop column user_name_key`);
    await db.execute(sql`delete from schema_migrations where version = '0011'`);
    for (const name of EXISTING) {
      await db.execute(
        sql`insert into members (user_name, password_hash, merchant_code) values (${name}, 'x', 'bdbt')`,
      );
    }
    expect(await migrate(db)).toEqual(['0011']);
    type Row = { id: string | number; user_name: string; user_name_key: string };
    const { rows: keys } = (await db.execute(
      sql`select id, user_name, user_name_key from members order by id`,
    )) as unknown as { rows: Row[] };
    expect(keys.map((row) => row.user_name)).toEqual(EXISTING);
    for (const row of keys) {
      const expected = FOLDED_ONTO_OLDER.has(row.user_name)
        ? `${userNameKey(row.user_name)}\u001f${row.id}`
        : userNameKey(row.user_name);
      expect(row.user_name_key, row.user_name).toBe(expected);
    }
    // Lookups by any spelling reach the row that kept the key.
    expect((await findMemberByUserName(db, 'ＤＥＭＯ_player'))?.userName).toBe('Demo_Player');
    expect((await findMemberByUserName(db, 'ISIK99'))?.userName).toBe('isik99');
    expect((await findMemberByUserName(db, 'mistik02'))?.userName).toBe('MİSTİK02');
    // The newer of two colliding names is reached by its exact name only (a session of it, too).
    expect((await findMemberByUserName(db, 'ｘｙｚ１２３'))?.userName).toBe('ｘｙｚ１２３');
    expect((await findMemberByUserName(db, 'XYZ123'))?.userName).toBe('xyz123');
    expect((await findMemberByUserName(db, 'ısık99'))?.userName).toBe('ısık99');
    // The key is required and unique from now on.
    await expect(
      db.execute(
        sql`insert into members (user_name, password_hash, merchant_code) values ('nokey1', 'x', 'bdbt')`,
      ),
    ).rejects.toThrow();
    await expect(
      db.execute(
        sql`insert into members (user_name, password_hash, merchant_code, user_name_key) values ('XYZ123x', 'x', 'bdbt', 'xyz123')`,
      ),
    ).rejects.toThrow();
  });
});
