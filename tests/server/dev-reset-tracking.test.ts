import { sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addFavourite } from '../../server/db/queries/favourite-games.ts';
import { insertSession } from '../../server/db/queries/sessions.ts';
import { RUNTIME_TABLES } from '../../server/db/seed/index.ts';
import { seeders } from '../../server/db/seed/registry.ts';
import type { AppEnv } from '../../server/http/app-env.ts';
import { FAVOURITE_LIMIT } from '../../server/routes/favourite-games.ts';
import { createOutboxSmsGateway } from '../../server/services/sms-gateway.ts';
import { DEMO_ACCOUNTS, tokenOf } from './helpers/accounts.ts';
import { call, createTestApp } from './helpers/test-app.ts';
import { openTestDatabase, type TestDatabase } from './helpers/test-db.ts';

// POST /dev/reset after the first one re-seeds only what was written since (server/db/seed/change-tracking.ts).
let database: TestDatabase;
let app: Hono<AppEnv>;
const OWNED = [
  ...new Set([
    ...RUNTIME_TABLES,
    ...seeders.flatMap((seeder) => seeder.tables),
    'favourite_games',
    'recent_games',
  ]),
];

async function reset(): Promise<string[]> {
  const answer = await call(app, '/dev/reset', { method: 'POST' });
  expect(answer.status).toBe(200);
  return (answer.body.value as { seeded: string[] }).seeded;
}

async function rowCounts(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of OWNED) {
    const result = (await database.db.execute(
      sql.raw(`select count(*)::int as n from "${table}"`),
    )) as unknown as { rows: { n: number }[] };
    counts[table] = result.rows[0]?.n ?? -1;
  }
  return counts;
}

let seededCounts: Record<string, number>;

beforeAll(async () => {
  database = await openTestDatabase();
  app = createTestApp(database.db);
  // The first reset is a full one and starts noting changes.
  expect(await reset()).toEqual(seeders.map((seeder) => seeder.name));
  seededCounts = await rowCounts();
  expect(seededCounts.games).toBeGreaterThan(3000);
});
afterAll(async () => database.close());

describe('/dev/reset after the first', () => {
  it('re-seeds nothing when nothing was written', async () => {
    expect(await reset()).toEqual([]);
    expect(await rowCounts()).toEqual(seededCounts);
  });

  it('empties runtime tables and games-dependent tables without re-seeding', async () => {
    await insertSession(database.db, {
      tokenHash: 'h',
      userName: 'u',
      merchantCode: 'bdbt',
      type: 0,
      expiresAt: new Date(Date.now() + 60_000),
    });
    await createOutboxSmsGateway(database.db).send('01712345678', 'code 1234');
    await addFavourite(database.db, DEMO_ACCOUNTS.member.userName, 1, FAVOURITE_LIMIT.member);
    expect(await reset()).toEqual([]);
    expect(await rowCounts()).toEqual(seededCounts);
    expect((await call(app, '/dev/sms-outbox')).body.value).toEqual([]);
  });

  it('re-seeds the accounts after a member changed, so the demo password works again', async () => {
    await database.db.execute(
      sql`update members set password_hash = 'x' where user_name = ${DEMO_ACCOUNTS.member.userName}`,
    );
    expect(await reset()).toEqual(['accounts']);
    expect(await rowCounts()).toEqual(seededCounts);
    expect(
      await tokenOf(app, DEMO_ACCOUNTS.member.userName, DEMO_ACCOUNTS.member.password),
    ).toMatch(/\S/);
    // The login above wrote sessions: the next reset empties them again.
    expect(await reset()).toEqual([]);
    expect(await rowCounts()).toEqual(seededCounts);
  });

  it('re-seeds the catalogue after a game was removed, with what the removal cascaded to', async () => {
    await addFavourite(database.db, DEMO_ACCOUNTS.member.userName, 2, FAVOURITE_LIMIT.member);
    await database.db.execute(sql`delete from games where id = 2`);
    expect(await reset()).toEqual(['catalogue']);
    expect(await rowCounts()).toEqual(seededCounts);
  });

  it('re-seeds the content after an announcement changed', async () => {
    await database.db.execute(sql`delete from announcements`);
    // Emptying the announcements cascades to the promo codes that join a promotion: their seeder too.
    expect(await reset()).toEqual(['content', 'promo-codes']);
    expect(await rowCounts()).toEqual(seededCounts);
  });

  it('resets in full when a table it empties has no trigger yet (one a later migration added)', async () => {
    await database.db.execute(sql`drop trigger dev_note_change on recent_games`);
    expect(await reset()).toEqual(seeders.map((seeder) => seeder.name));
    expect(await reset()).toEqual([]);
    await database.db.execute(
      sql`insert into recent_games (user_name, game_id) values ('demo_player', 3)`,
    );
    expect(await reset()).toEqual([]);
    expect(await rowCounts()).toEqual(seededCounts);
  });
});
