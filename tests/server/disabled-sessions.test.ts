import { eq, sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { members } from '../../server/db/schema.ts';
import type { AppEnv } from '../../server/http/app-env.ts';
import { DEMO_ACCOUNTS, resetAccounts, tokenOf } from './helpers/accounts.ts';
import { call, createTestApp } from './helpers/test-app.ts';
import { openTestDatabase, type TestDatabase } from './helpers/test-db.ts';

// A member disabled while logged in: the token must stop working on the very next call of every
// authenticated kind (member info, balance, inbox), not when the session runs out hours later.

let database: TestDatabase;
let app: Hono<AppEnv>;
const { member, secondMember } = DEMO_ACCOUNTS;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => database.close());
beforeEach(async () => {
  await resetAccounts(database.db);
  app = createTestApp(database.db);
});

const AUTHENTICATED = ['/wps/member/info', '/wps/v2/wallets/balance', '/wps/relay/CSP_messageList'];

async function setStatus(userName: string, status: 'enabled' | 'disabled') {
  await database.db
    .update(members)
    .set({ status })
    .where(eq(sql`lower(${members.userName})`, userName.toLowerCase()));
}

describe('sessions of a disabled member', () => {
  it('stop working at once on every authenticated call, while other members keep theirs', async () => {
    const token = await tokenOf(app, member.userName, member.password);
    const other = await tokenOf(app, secondMember.userName, secondMember.password);
    for (const path of AUTHENTICATED)
      expect((await call(app, path, { headers: { Authorization: token } })).status, path).toBe(200);

    await setStatus(member.userName, 'disabled');
    for (const path of AUTHENTICATED) {
      const answer = await call(app, path, { headers: { Authorization: token } });
      expect(answer.status, path).toBe(401);
      expect(answer.body, path).toMatchObject({ success: false, errorCode: 'login.not.session' });
      expect((await call(app, path, { headers: { Authorization: other } })).status, path).toBe(200);
    }
    const logout = await call(app, '/wps/session/logout', {
      method: 'DELETE',
      headers: { Authorization: token },
    });
    expect(logout.status).toBe(401);
  });

  it('work again when the member is enabled before the session runs out (nothing else changed)', async () => {
    const token = await tokenOf(app, member.userName, member.password);
    await setStatus(member.userName, 'disabled');
    expect(
      (await call(app, '/wps/member/info', { headers: { Authorization: token } })).status,
    ).toBe(401);
    await setStatus(member.userName, 'enabled');
    expect(
      (await call(app, '/wps/member/info', { headers: { Authorization: token } })).status,
    ).toBe(200);
  });

  it('leave trial sessions alone (a trial player has no member row)', async () => {
    const trial = await call(app, '/wps/session/login/freeplay', { method: 'POST' });
    const { token } = trial.body.value as { token: string };
    expect(
      (await call(app, '/wps/member/info', { headers: { Authorization: token } })).status,
    ).toBe(200);
  });
});
