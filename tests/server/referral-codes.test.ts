import type { Hono } from 'hono';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { findMemberByUserName } from '../../server/db/queries/members.ts';
import type { AppEnv } from '../../server/http/app-env.ts';
import { DEMO_AFFILIATE_CODE, encryptedCall, resetAccounts, tokenOf } from './helpers/accounts.ts';
import { call, createTestApp, overrideSite } from './helpers/test-app.ts';
import { openTestDatabase, type TestDatabase } from './helpers/test-db.ts';
import { sessionToken } from './helpers/games.ts';

let database: TestDatabase;
let app: Hono<AppEnv>;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => database.close());
beforeEach(async () => {
  await resetAccounts(database.db);
  app = createTestApp(database.db);
  await overrideSite(app, {
    whitelabel: [{ moduleId: 'REG3', children: [{ moduleId: 'REGMOBVERF3', enabled: false }] }],
  });
});

const info = async (token: string) =>
  (await call(app, '/wps/member/info', { headers: { Authorization: token } })).body.value as {
    invitationCode?: string;
    account: string;
  };
const affiliate = (code: string) =>
  call(app, `/wps/agent/affiliate?code=${encodeURIComponent(code)}&domain=localhost`);
const register = (username: string, mobileNum: string, affiliateCode: string) =>
  encryptedCall(
    app,
    '/wps/member/register',
    {
      username,
      password: 'Secret123',
      confirmPassword: 'Secret123',
      mobileNum,
      countryDialingCode: '880',
      registerUrl: 'localhost',
      registerMethod: 'H5',
      type: 0,
      affiliateCode,
    },
    { method: 'PUT' },
  );

describe('invitation code of GET /wps/member/info', () => {
  it('gives a member one stable code of 8 characters, made on the first read', async () => {
    const token = await tokenOf(app, 'demo_player', 'Demo1234');
    const first = (await info(token)).invitationCode;
    expect(first).toMatch(/^M[A-HJ-NP-Z2-9]{7}$/);
    expect((await info(token)).invitationCode).toBe(first);
    const other = (await info(await tokenOf(app, 'demo_player2', 'Demo1234'))).invitationCode;
    expect(other).toMatch(/^M/);
    expect(other).not.toBe(first);
  });

  it('agrees on one code when first reads race', async () => {
    const token = await tokenOf(app, 'demo_player2', 'Demo1234');
    const codes = await Promise.all([info(token), info(token), info(token)]);
    expect(new Set(codes.map((answer) => answer.invitationCode)).size).toBe(1);
  });

  it("gives an agent the agent's existing invitation code", async () => {
    const token = await sessionToken(database, 'demo_agent', 3);
    expect((await info(token)).invitationCode).toBe(DEMO_AFFILIATE_CODE);
  });

  it('gives a trial player none', async () => {
    const token = await sessionToken(database, 'trial_0123456789', 4);
    expect((await info(token)).invitationCode).toBeUndefined();
  });
});

describe("a member's code in the affiliate check and registration", () => {
  it('is accepted by GET /wps/agent/affiliate in any case, unlike an unknown code', async () => {
    const code = (await info(await tokenOf(app, 'demo_player', 'Demo1234'))).invitationCode ?? '';
    expect((await affiliate(code.toLowerCase())).body.value).toEqual({ success: true });
    expect((await affiliate('MNOSUCH2')).body.value).toEqual({ success: false });
  });

  it('registers the new player with the referrer recorded', async () => {
    const code = (await info(await tokenOf(app, 'demo_player', 'Demo1234'))).invitationCode ?? '';
    const answer = await register('invited01', '01912345601', code);
    expect(answer.status).toBe(200);
    expect(await findMemberByUserName(database.db, 'invited01')).toMatchObject({
      affiliateCode: code,
      referrerUserName: 'demo_player',
    });
  });

  it("records the agent as referrer for the agent's code", async () => {
    expect((await register('invited02', '01912345602', DEMO_AFFILIATE_CODE)).status).toBe(200);
    expect(await findMemberByUserName(database.db, 'invited02')).toMatchObject({
      referrerUserName: 'demo_agent',
    });
  });
});
