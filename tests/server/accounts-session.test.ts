import type { Hono } from 'hono';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { defaultSiteConfig } from '../../server/config/site-config.ts';
import type { AppEnv } from '../../server/http/app-env.ts';
import { DEMO_ACCOUNTS, DEMO_AFFILIATE_CODE, resetAccounts, tokenOf } from './helpers/accounts.ts';
import { call, createTestApp, overrideSite } from './helpers/test-app.ts';
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

describe('DELETE /wps/session/logout', () => {
  it('ends the session: the token no longer works', async () => {
    const token = await tokenOf(app, member.userName, member.password);
    const answer = await call(app, '/wps/session/logout', {
      method: 'DELETE',
      body: { token },
      headers: { Authorization: token },
    });
    expect(answer.body).toEqual({ success: true, value: null });
    const after = await call(app, '/wps/member/info', { headers: { Authorization: token } });
    expect([after.status, after.body.errorCode]).toEqual([401, 'login.not.session']);
    expect(
      (
        await call(app, '/wps/session/logout', {
          method: 'DELETE',
          headers: { Authorization: token },
        })
      ).status,
    ).toBe(401);
  });
});

describe('POST /wps/session/login/freeplay', () => {
  it('starts a trial session of type 4 that member info answers from', async () => {
    const answer = await call(app, '/wps/session/login/freeplay', { method: 'POST', body: {} });
    expect(answer.body.value).toEqual({
      token: expect.any(String),
      userName: expect.stringMatching(/^trial_[0-9a-f]{10}$/),
      customerType: 4,
    });
    const { token, userName } = answer.body.value as { token: string; userName: string };
    const info = await call(app, '/wps/member/info', {
      headers: { Authorization: token, Language: 'EN' },
    });
    expect(info.body.value).toEqual({ account: userName, nickname: '', type: 4, language: 'EN' });
  });

  it('answers function.not.available when FREEPLAY3 is off', async () => {
    await overrideSite(app, { whitelabel: [{ moduleId: 'FREEPLAY3', enabled: false }] });
    expect(
      (await call(app, '/wps/session/login/freeplay', { method: 'POST', body: {} })).body.errorCode,
    ).toBe('function.not.available');
  });
});

describe('GET /wps/member/info', () => {
  it('needs a session and the merchant', async () => {
    expect((await call(app, '/wps/member/info')).status).toBe(401);
    const token = await tokenOf(app, member.userName, member.password);
    expect(
      (await call(app, '/wps/member/info', { merchant: null, headers: { Authorization: token } }))
        .body.errorCode,
    ).toBe('request_param_err');
  });
});

describe('GET /wps/system/setting/register', () => {
  it('answers the field rules and patterns of the configuration in force', async () => {
    const { fields, patterns } = defaultSiteConfig().registration;
    expect((await call(app, '/wps/system/setting/register')).body.value).toEqual({
      fields,
      patterns,
    });
    await overrideSite(app, { registration: { fields: { email: { enabled: true } } } });
    const changed = (await call(app, '/wps/system/setting/register')).body.value as {
      fields: Record<string, { enabled: boolean }>;
    };
    expect(changed.fields.email?.enabled).toBe(true);
  });
});

describe('GET /wps/member/username', () => {
  it('tells whether a name is free, regardless of case, and needs the parameter', async () => {
    expect((await call(app, '/wps/member/username?username=DEMO_PLAYER')).body.value).toEqual({
      available: false,
    });
    expect((await call(app, '/wps/member/username?username=freshname1')).body.value).toEqual({
      available: true,
    });
    const missing = await call(app, '/wps/member/username');
    expect([missing.status, missing.body.errorCode]).toEqual([400, 'request_param_err']);
  });
});

describe('GET /wps/agent/affiliate', () => {
  it('accepts a known code in any case and refuses an unknown one', async () => {
    expect(
      (
        await call(
          app,
          `/wps/agent/affiliate?code=${DEMO_AFFILIATE_CODE.toLowerCase()}&domain=localhost`,
        )
      ).body.value,
    ).toEqual({ success: true });
    expect(
      (await call(app, '/wps/agent/affiliate?code=NOSUCH&domain=localhost')).body.value,
    ).toEqual({ success: false });
    expect((await call(app, '/wps/agent/affiliate')).body.errorCode).toBe('request_param_err');
  });

  it('answers function.not.available when AFFMAN3 is off', async () => {
    await overrideSite(app, { whitelabel: [{ moduleId: 'AFFMAN3', enabled: false }] });
    expect(
      (await call(app, `/wps/agent/affiliate?code=${DEMO_AFFILIATE_CODE}`)).body.errorCode,
    ).toBe('function.not.available');
  });
});
