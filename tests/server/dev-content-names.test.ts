import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountsSeeder } from '../../server/db/seed/accounts.ts';
import { catalogueSeeder } from '../../server/db/seed/catalogue.ts';
import { runSeeds } from '../../server/db/seed/index.ts';
import type { AppEnv } from '../../server/http/app-env.ts';
import { gameList, sessionToken } from './helpers/games.ts';
import { call, createTestApp } from './helpers/test-app.ts';
import { openTestDatabase, type TestDatabase } from './helpers/test-db.ts';

// Development controls that store names as given, so the end-to-end XSS test can put its corpus
// where players see nicknames and game names.

let database: TestDatabase;
let app: Hono<AppEnv>;
let plain: Hono<AppEnv>;

beforeAll(async () => {
  database = await openTestDatabase();
  await runSeeds(database.db, [accountsSeeder, catalogueSeeder]);
  // A long catalogue window: the rename must reach the in-memory catalogue by invalidation, not by expiry.
  app = createTestApp(database.db, { catalogueCacheMs: 60_000 });
  plain = createTestApp(database.db, { devTools: false });
});
afterAll(async () => database.close());

const VECTOR = '<img src=x onerror=alert(1)>';

describe('PUT /dev/content/members/:userName/nickname', () => {
  it('stores the nickname as given, and member info answers it', async () => {
    const stored = await call(app, '/dev/content/members/DEMO_PLAYER/nickname', {
      method: 'PUT',
      body: { nickname: VECTOR },
    });
    expect(stored.status).toBe(200);
    const token = await sessionToken(database, 'demo_player');
    const info = await call(app, '/wps/member/info', { headers: { Authorization: token } });
    expect(info.body.value).toMatchObject({ account: 'demo_player', nickname: VECTOR });
  });

  it('answers 404 for an unknown player and a field error for a nickname over 64 characters', async () => {
    const unknown = await call(app, '/dev/content/members/nobody_here/nickname', {
      method: 'PUT',
      body: { nickname: 'x' },
    });
    expect([unknown.status, unknown.body.errorCode]).toEqual([404, 'not.found']);
    const long = await call(app, '/dev/content/members/demo_player/nickname', {
      method: 'PUT',
      body: { nickname: 'x'.repeat(65) },
    });
    expect(long.status).toBe(400);
    expect(long.body.errorCode).toBe('request_param_err');
  });
});

describe('PUT /dev/content/games/:id/name', () => {
  it('renames the game in both languages, and the list answers the new names', async () => {
    const [first] = (await gameList(app, { gameType: 'RNG', pageSize: '1' })).games;
    if (first === undefined) throw new Error('the catalogue has RNG games');
    const renamed = await call(app, `/dev/content/games/${first.nodeId}/name`, {
      method: 'PUT',
      body: { nameEn: `EN ${VECTOR}`, nameBn: `BN ${VECTOR}` },
    });
    expect(renamed.status).toBe(200);
    expect(
      (await gameList(app, { gameType: 'RNG', pageSize: '1', language: 'EN' })).games[0]
        ?.displayName,
    ).toBe(`EN ${VECTOR}`);
    expect(
      (await gameList(app, { gameType: 'RNG', pageSize: '1', language: 'BN' })).games[0]
        ?.displayName,
    ).toBe(`BN ${VECTOR}`);
  });

  it('answers 404 for an unknown game and field errors for an empty name', async () => {
    const unknown = await call(app, '/dev/content/games/999999/name', {
      method: 'PUT',
      body: { nameEn: 'a', nameBn: 'b' },
    });
    expect([unknown.status, unknown.body.errorCode]).toEqual([404, 'not.found']);
    const empty = await call(app, '/dev/content/games/1/name', {
      method: 'PUT',
      body: { nameEn: '', nameBn: 'b' },
    });
    expect(empty.status).toBe(400);
  });

  it('does not exist without DEV_TOOLS', async () => {
    expect(
      (
        await call(plain, '/dev/content/games/1/name', {
          method: 'PUT',
          body: { nameEn: 'a', nameBn: 'b' },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await call(plain, '/dev/content/members/demo_player/nickname', {
          method: 'PUT',
          body: { nickname: 'a' },
        })
      ).status,
    ).toBe(404);
  });
});
