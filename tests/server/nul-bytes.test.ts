import type { Hono } from 'hono';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AppEnv } from '../../server/http/app-env.ts';
import { DEMO_ACCOUNTS, encryptedCall, resetAccounts, tokenOf } from './helpers/accounts.ts';
import { call, createTestApp, overrideSite } from './helpers/test-app.ts';
import { openTestDatabase, type TestDatabase } from './helpers/test-db.ts';

// The calls that answered 500 to a NUL byte (PostgreSQL refuses 0x00 in text): each must now refuse
// it with the 400 envelope before any query runs.

let database: TestDatabase;
let app: Hono<AppEnv>;
const { member } = DEMO_ACCOUNTS;
const NUL = 'demo\u0000player';

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => database.close());
beforeEach(async () => {
  await resetAccounts(database.db);
  app = createTestApp(database.db);
});

function expectRefused(answer: { status: number; body: { success: boolean; errorCode?: string } }) {
  expect(answer.status).toBe(400);
  expect(answer.body).toMatchObject({ success: false, errorCode: 'request_param_err' });
}

describe('a NUL byte in a text field', () => {
  it('is refused with 400 at login, the user-name and invitation-code checks and both password resets', async () => {
    expectRefused(
      await encryptedCall(app, '/wps/session/login', { username: NUL, password: 'Demo1234' }),
    );
    expectRefused(await call(app, `/wps/member/username?username=${encodeURIComponent(NUL)}`));
    await overrideSite(app, {
      whitelabel: [
        { moduleId: 'AFFMAN3', enabled: true },
        { moduleId: 'VERIFICATION3', enabled: true },
        { moduleId: 'CHNGPASSVERIF3', enabled: true },
      ],
    });
    expectRefused(await call(app, `/wps/agent/affiliate?code=${encodeURIComponent(NUL)}`));
    const rawBody = new URLSearchParams({
      username: NUL,
      email: 'demo_player@example.com',
    }).toString();
    expectRefused(
      await call(app, '/wps/member/password/email', {
        method: 'POST',
        rawBody,
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      }),
    );
    expectRefused(
      await encryptedCall(app, '/wps/member/password/verification', {
        mobileNum: '0171111\u00001111',
        verificationCode: '123456',
        newPassword: 'Demo5678',
      }),
    );
  });

  it('is refused with 400 in feedback text', async () => {
    const token = await tokenOf(app, member.userName, member.password);
    const answer = await call(app, '/wps/feedback', {
      method: 'PUT',
      headers: { Authorization: token },
      body: { content: `A good site\u0000 with a NUL byte in the middle of the text` },
    });
    expectRefused(answer);
  });
});
