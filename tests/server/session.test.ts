import type { Hono } from 'hono';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { insertSession } from '../../server/db/queries/sessions.ts';
import type { AppEnv } from '../../server/http/app-env.ts';
import { ok } from '../../server/http/envelope.ts';
import { requireSession } from '../../server/http/require-session.ts';
import { hashSessionToken, newSessionToken } from '../../server/services/session-token.ts';
import { call, createTestApp } from './helpers/test-app.ts';
import { openTestDatabase, type TestDatabase } from './helpers/test-db.ts';

let database: TestDatabase;
let app: Hono<AppEnv>;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => database.close());
beforeEach(async () => {
  await database.reset();
  app = createTestApp(database.db);
  app.get('/wps/test/me', requireSession(database.db), (c) =>
    ok(c, { userName: c.get('session').userName }),
  );
});

async function sessionFor(userName: string, expiresInMs: number): Promise<string> {
  const token = newSessionToken();
  await insertSession(database.db, {
    tokenHash: hashSessionToken(token),
    userName,
    merchantCode: 'bdbt',
    type: 0,
    expiresAt: new Date(Date.now() + expiresInMs),
  });
  return token;
}

describe('requireSession', () => {
  it('admits a live token given bare (or with Bearer) and exposes the session', async () => {
    const token = await sessionFor('player01', 60_000);
    expect((await call(app, '/wps/test/me', { headers: { Authorization: token } })).body).toEqual({
      success: true,
      value: { userName: 'player01' },
    });
    expect(
      (await call(app, '/wps/test/me', { headers: { Authorization: `Bearer ${token}` } })).status,
    ).toBe(200);
  });

  it('answers 401 login.not.session without, with an unknown, or with an expired token', async () => {
    const expired = await sessionFor('old', -1000);
    const attempts: Record<string, string>[] = [
      {},
      { Authorization: 'nope' },
      { Authorization: expired },
      { Authorization: '' },
    ];
    for (const headers of attempts) {
      const answer = await call(app, '/wps/test/me', { headers });
      expect(answer.status).toBe(401);
      expect(answer.body).toMatchObject({ success: false, errorCode: 'login.not.session' });
    }
  });

  it('stores only a hash of the token', () => {
    const token = newSessionToken();
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(hashSessionToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashSessionToken(token)).not.toContain(token);
  });
});
