import type { Hono } from 'hono';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { members, passwordResetLinks } from '../../server/db/schema.ts';
import type { AppEnv } from '../../server/http/app-env.ts';
import { DEMO_ACCOUNTS, encryptedCall, login, resetAccounts } from './helpers/accounts.ts';
import { call, createTestApp } from './helpers/test-app.ts';
import { openTestDatabase, type TestDatabase } from './helpers/test-db.ts';

let database: TestDatabase;
let app: Hono<AppEnv>;
const { member } = DEMO_ACCOUNTS;
const NEW_PASSWORD = 'Fresh4321';

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => database.close());
beforeEach(async () => {
  await resetAccounts(database.db);
  app = createTestApp(database.db, { publicOrigin: 'https://site.example' });
});

const forgot = (username: string, email: string, headers: Record<string, string> = {}) =>
  call(app, '/wps/member/password/email', {
    method: 'POST',
    rawBody: new URLSearchParams({ username, email }).toString(),
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
  });
const setByLink = (token: string, newPassword = NEW_PASSWORD, confirmNewPassword = newPassword) =>
  encryptedCall(app, '/wps/member/password/email/link', { token, newPassword, confirmNewPassword });
const checkLink = (token: string) => call(app, `/wps/member/password/email/link?token=${token}`);

async function mailedToken(): Promise<{ token: string; body: string }> {
  const mails = (await call(app, `/dev/mail-outbox?to=${member.email}`)).body.value as {
    body: string;
  }[];
  const body = mails[0]?.body ?? '';
  const token = /https:\/\/site\.example\/m\/reset-password\?token=([A-Za-z0-9_-]{43})/.exec(
    body,
  )?.[1];
  if (token === undefined) throw new Error('no reset link in the mail');
  return { token, body };
}

describe('forgot password by e-mail: a single-use, expiring link', () => {
  it('mails a link to the configured origin and keeps the old password working until it is used', async () => {
    const answer = await forgot(member.userName, member.email.toUpperCase(), {
      Host: 'evil.example',
    });
    expect(answer.body).toEqual({ success: true, value: null });
    const { token, body } = await mailedToken();
    expect(body).toMatch(/^Subject: /);
    expect(body).not.toContain('evil.example');
    // Only the hash is stored.
    const rows = await database.db.select().from(passwordResetLinks);
    expect(rows.map((row) => row.tokenHash)).not.toContain(token);
    expect((await login(app, member.userName, member.password)).status).toBe(200);
    expect((await checkLink(token)).body).toEqual({ success: true, value: null });

    const set = await setByLink(token);
    expect(set.body).toEqual({ success: true, value: { userName: member.userName } });
    expect((await login(app, member.userName, NEW_PASSWORD)).body.value).toMatchObject({
      firstTimeLogin: false,
    });
    expect((await login(app, member.userName, member.password)).status).toBe(401);
  });

  it('puts the link on the configured origin the player used, and on the first one for any other host', async () => {
    app = createTestApp(database.db, {
      publicOrigin: ['https://site.example', 'https://www.site.example'],
    });
    const forgotAt = (origin: string) =>
      app.request(`${origin}/wps/member/password/email`, {
        method: 'POST',
        body: new URLSearchParams({ username: member.userName, email: member.email }).toString(),
        headers: { Merchant: 'bdbt', 'Content-Type': 'application/x-www-form-urlencoded' },
      });
    const lastLink = async () => {
      const mails = (await call(app, `/dev/mail-outbox?to=${member.email}`)).body.value as {
        body: string;
      }[];
      return /(\S+)\/m\/reset-password\?token=/.exec(mails[0]?.body ?? '')?.[1];
    };
    expect((await forgotAt('https://www.site.example')).status).toBe(200);
    expect(await lastLink()).toBe('https://www.site.example');
    await database.db.update(passwordResetLinks).set({ createdAt: new Date(Date.now() - 1000) });
    expect((await forgotAt('http://evil.example')).status).toBe(200);
    expect(await lastLink()).toBe('https://site.example');
  });

  it('works once: a used link, an expired link and an older link of the same account are refused', async () => {
    await forgot(member.userName, member.email);
    const older = (await mailedToken()).token;
    await database.db.update(passwordResetLinks).set({ createdAt: new Date(Date.now() - 1000) });
    await forgot(member.userName, member.email);
    const newer = (await mailedToken()).token;
    expect(newer).not.toBe(older);
    expect((await setByLink(newer)).status).toBe(200);
    for (const token of [newer, older]) {
      const again = await setByLink(token, 'Another987');
      expect(again.status).toBe(400);
      expect(again.body.errorCode).toBe('reset.link.invalid');
      expect((await checkLink(token)).body.errorCode).toBe('reset.link.invalid');
    }
    await forgot(member.userName, member.email);
    const expiring = (await mailedToken()).token;
    await database.db.update(passwordResetLinks).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await setByLink(expiring, 'Another987')).body.errorCode).toBe('reset.link.invalid');
    expect((await login(app, member.userName, NEW_PASSWORD)).status).toBe(200);
  });

  it('lets one of two parallel uses of a link win', async () => {
    await forgot(member.userName, member.email);
    const { token } = await mailedToken();
    const both = await Promise.all([
      setByLink(token, 'Parallel111'),
      setByLink(token, 'Parallel222'),
    ]);
    expect(both.map((answer) => answer.status).sort()).toEqual([200, 400]);
  });

  it('refuses a new password against the rule and leaves the link usable', async () => {
    await forgot(member.userName, member.email);
    const { token } = await mailedToken();
    const short = await setByLink(token, 'ab');
    expect(short.status).toBe(400);
    expect(short.body.value).toMatchObject({ fields: [{ field: 'newPassword' }] });
    expect((await setByLink(token, NEW_PASSWORD, 'Different1')).body.errorCode).toBe(
      'password.confirm.mismatch',
    );
    expect((await setByLink(token)).status).toBe(200);
  });

  it('answers identically for a non-matching pair, does the same work, and mails nothing', async () => {
    const matching = await forgot(member.userName, member.email);
    const wrongAddress = await forgot(member.userName, 'someone@example.com');
    const noAccount = await forgot('nobody_here', member.email);
    for (const answer of [wrongAddress, noAccount]) {
      expect(answer.status).toBe(matching.status);
      expect(answer.body).toEqual(matching.body);
      expect(answer.headers.get('Content-Type')).toBe(matching.headers.get('Content-Type'));
    }
    // A row for each request (the same statement ran); only the matching one belongs to an account.
    const rows = await database.db.select().from(passwordResetLinks);
    expect(rows.map((row) => row.userName).sort()).toEqual([member.userName, null, null]);
    const mails = (await call(app, '/dev/mail-outbox')).body.value as unknown[];
    expect(mails).toHaveLength(1);
  });

  it('refuses a disabled account, a malformed token and a malformed address', async () => {
    await forgot(member.userName, member.email);
    const { token } = await mailedToken();
    await database.db.update(members).set({ status: 'disabled' });
    expect((await setByLink(token)).body.errorCode).toBe('reset.link.invalid');
    const malformed = await setByLink('short');
    expect(malformed.status).toBe(400);
    expect(malformed.body.errorCode).toBe('request_param_err');
    expect((await checkLink('x')).body.errorCode).toBe('request_param_err');
    const badAddress = await forgot(member.userName, 'not-an-address');
    expect(badAddress.body.value).toMatchObject({ fields: [{ field: 'email' }] });
  });
});
