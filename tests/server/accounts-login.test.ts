import type { Hono } from 'hono';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AppEnv } from '../../server/http/app-env.ts';
import {
  captchaAnswer,
  DEMO_ACCOUNTS,
  encryptedCall,
  login,
  newCaptcha,
  resetAccounts,
} from './helpers/accounts.ts';
import { call, createTestApp } from './helpers/test-app.ts';
import { openTestDatabase, type TestDatabase } from './helpers/test-db.ts';

let database: TestDatabase;
let app: Hono<AppEnv>;
const { member, secondMember, agent, disabled } = DEMO_ACCOUNTS;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => database.close());
beforeEach(async () => {
  await resetAccounts(database.db);
  app = createTestApp(database.db);
});

describe('POST /wps/session/login', () => {
  it('logs a member in with an encrypted body and the session works', async () => {
    const answer = await login(app, member.userName, member.password);
    expect(answer.status).toBe(200);
    expect(answer.body.value).toEqual({
      token: expect.any(String),
      userName: member.userName,
      type: 0,
      firstTimeLogin: false,
    });
    const { token } = answer.body.value as { token: string };
    const info = await call(app, '/wps/member/info', { headers: { Authorization: token } });
    expect(info.body.value).toEqual({
      account: member.userName,
      nickname: 'Demo Player',
      type: 0,
      language: 'BN',
      invitationCode: expect.any(String),
    });
  });

  it('matches the user name regardless of case and answers its stored spelling', async () => {
    const answer = await login(app, member.userName.toUpperCase(), member.password);
    expect((answer.body.value as { userName: string }).userName).toBe(member.userName);
  });

  it('reports firstTimeLogin for an account whose password someone else chose', async () => {
    const answer = await login(app, secondMember.userName, secondMember.password);
    expect(answer.body.value).toMatchObject({ firstTimeLogin: true });
  });

  it('refuses a plain (unencrypted) or undecryptable body with request_body_required', async () => {
    const plain = await call(app, '/wps/session/login', {
      method: 'POST',
      body: { username: member.userName, password: member.password },
    });
    expect(plain.status).toBe(400);
    expect(plain.body.errorCode).toBe('request_body_required');
    const garbage = await call(app, '/wps/session/login', {
      method: 'POST',
      body: { value: 'AAAA' },
      headers: { Encryption: 'AAAA' },
    });
    expect(garbage.body.errorCode).toBe('request_body_required');
  });

  it('names missing fields with request_param_err', async () => {
    const answer = await encryptedCall(app, '/wps/session/login', { username: '', password: '' });
    expect(answer.status).toBe(400);
    expect(answer.body.errorCode).toBe('request_param_err');
    const fields = (answer.body.value as { fields: { field: string }[] }).fields.map(
      (entry) => entry.field,
    );
    expect(fields).toEqual(expect.arrayContaining(['username', 'password']));
  });

  it('answers user.or.token.invalid for a wrong password or an unknown user, with the captcha flag', async () => {
    const attempts = [
      [member.userName, 'Wrong1234', '10.0.0.1'],
      ['nobody_here', 'Demo1234', '10.0.0.2'],
    ] as const;
    for (const [username, password, address] of attempts) {
      const other = createTestApp(database.db, { clientIp: () => address });
      const answer = await login(other, username, password);
      expect(answer.status).toBe(401);
      expect(answer.body).toMatchObject({
        success: false,
        errorCode: 'user.or.token.invalid',
        value: { captcha: true },
      });
    }
  });

  it('refuses a disabled account and an agent on the member site; the agent may use the agent site', async () => {
    const refused = await login(app, disabled.userName, disabled.password);
    expect(refused.status).toBe(403);
    expect(refused.body.errorCode).toBe('user.not.exist.or.disabled');
    const agentOnMemberSite = await login(app, agent.userName, agent.password);
    expect(agentOnMemberSite.status).toBe(403);
    expect(agentOnMemberSite.body.errorCode).toBe('non.member.login');
    const agentSite = await login(app, agent.userName, agent.password, {}, { site: 'agent' });
    expect(agentSite.body.value).toMatchObject({ userName: agent.userName, type: 3 });
    const memberOnAgentSite = await login(
      app,
      member.userName,
      member.password,
      {},
      { site: 'agent' },
    );
    expect(memberOnAgentSite.body.errorCode).toBe('non.agent.login');
  });

  it('refuses the firebase login type as not available', async () => {
    const answer = await encryptedCall(app, '/wps/session/login', {
      type: 'firebase',
      username: 'x',
      password: 'y',
    });
    expect(answer.body.errorCode).toBe('function.not.available');
  });
});

describe('captcha after a failed login', () => {
  it('asks for a captcha after a failure, refuses a wrong one, and admits a right one', async () => {
    expect((await login(app, member.userName, 'Wrong1234')).body.errorCode).toBe(
      'user.or.token.invalid',
    );

    const missing = await login(app, member.userName, member.password);
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ errorCode: 'captcha.required', value: { captcha: true } });

    const first = await newCaptcha(app);
    const right = await captchaAnswer(app, first.cookie);
    const wrong = right === '0000' ? '1111' : '0000';
    const refused = await login(
      app,
      member.userName,
      member.password,
      { Cookie: first.cookie },
      { captcha: wrong },
    );
    expect(refused.body).toMatchObject({ errorCode: 'captcha.invalid', value: { captcha: true } });
    // The wrong guess used that image up: its right answer no longer works either.
    expect(
      (
        await login(
          app,
          member.userName,
          member.password,
          { Cookie: first.cookie },
          { captcha: right },
        )
      ).body.errorCode,
    ).toBe('captcha.invalid');

    await newCaptcha(app, first.cookie);
    const answer = await captchaAnswer(app, first.cookie);
    const admitted = await login(
      app,
      member.userName,
      member.password,
      { Cookie: first.cookie },
      { captcha: answer },
    );
    expect(admitted.status).toBe(200);
    // Success clears the failures: the next login needs no captcha.
    expect((await login(app, member.userName, member.password)).status).toBe(200);
  });

  it('asks for a captcha on an account that failed from another address', async () => {
    await login(
      createTestApp(database.db, { clientIp: () => '10.1.1.1' }),
      member.userName,
      'Wrong1234',
    );
    const elsewhere = createTestApp(database.db, { clientIp: () => '10.2.2.2' });
    expect((await login(elsewhere, member.userName, member.password)).body.errorCode).toBe(
      'captcha.required',
    );
  });
});
