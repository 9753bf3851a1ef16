import type { Hono } from 'hono';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AppEnv } from '../../server/http/app-env.ts';
import { DEMO_ACCOUNTS, resetAccounts, tokenOf } from './helpers/accounts.ts';
import { call, createTestApp } from './helpers/test-app.ts';
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

describe('authenticated answers', () => {
  it('carry Cache-Control: no-store', async () => {
    const token = await tokenOf(app, member.userName, member.password);
    for (const path of [
      '/wps/member/info',
      '/wps/v2/wallets/balance',
      '/wps/relay/CSP_messageList',
      '/wps/relay/MCSFE_getListAnnouncements',
    ]) {
      const answer = await call(app, path, { headers: { Authorization: token } });
      expect(answer.status, path).toBe(200);
      expect(answer.headers.get('Cache-Control'), path).toBe('no-store');
    }
  });
});

describe('the captcha cookie', () => {
  it('is Secure behind a trusted proxy that says https, and not on plain http', async () => {
    const proxied = createTestApp(database.db, { trustProxy: true });
    const https = await call(proxied, '/wps/captcha', {
      headers: { 'X-Forwarded-Proto': 'https' },
    });
    expect(https.headers.get('Set-Cookie')).toMatch(/;\s*Secure/i);
    const http = await call(proxied, '/wps/captcha');
    expect(http.headers.get('Set-Cookie')).not.toMatch(/Secure/i);
    // Without a trusted proxy the header is the client's word and is ignored.
    const direct = await call(app, '/wps/captcha', { headers: { 'X-Forwarded-Proto': 'https' } });
    expect(direct.headers.get('Set-Cookie')).not.toMatch(/Secure/i);
  });
});
