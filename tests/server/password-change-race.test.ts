import type { Hono } from 'hono';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loginFailures } from '../../server/db/schema.ts';
import type { AppEnv } from '../../server/http/app-env.ts';
import { DEMO_ACCOUNTS, encryptedCall, login, resetAccounts, tokenOf } from './helpers/accounts.ts';
import { createTestApp } from './helpers/test-app.ts';
import { openTestDatabase, type TestDatabase } from './helpers/test-db.ts';

let database: TestDatabase;
let app: Hono<AppEnv>;
const { member } = DEMO_ACCOUNTS;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => database.close());
beforeEach(async () => {
  await resetAccounts(database.db);
  app = createTestApp(database.db);
});

describe('parallel password changes of one member', () => {
  it('store exactly one new password; the others are refused and their passwords do not work', async () => {
    const token = await tokenOf(app, member.userName, member.password);
    const candidates = Array.from({ length: 10 }, (_, i) => `Racing${i}99`);
    const answers = await Promise.all(
      candidates.map((newPassword) =>
        encryptedCall(
          app,
          '/wps/member/password',
          { oldPassword: member.password, newPassword, confirmNewPassword: newPassword },
          { headers: { Authorization: token } },
        ),
      ),
    );
    const winners = candidates.filter((_, i) => answers[i]?.status === 200);
    expect(winners).toHaveLength(1);
    for (const answer of answers.filter((entry) => entry.status !== 200)) {
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ success: false, errorCode: 'user.or.token.invalid' });
    }
    // Each check starts with no failures on record, so neither the captcha nor the account's wait answers first.
    const working = [];
    for (const password of candidates) {
      await database.db.delete(loginFailures);
      if ((await login(app, member.userName, password)).status === 200) working.push(password);
    }
    expect(working).toEqual(winners);
  });
});
