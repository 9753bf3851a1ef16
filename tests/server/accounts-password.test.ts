import type { Hono } from 'hono';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AppEnv } from '../../server/http/app-env.ts';
import {
  DEMO_ACCOUNTS,
  encryptedCall,
  lastSmsCode,
  login,
  resetAccounts,
  tokenOf,
} from './helpers/accounts.ts';
import { call, createTestApp, overrideSite } from './helpers/test-app.ts';
import { openTestDatabase, type TestDatabase } from './helpers/test-db.ts';

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

const change = (token: string, payload: object) =>
  encryptedCall(app, '/wps/member/password', payload, { headers: { Authorization: token } });
const alive = async (token: string) =>
  (await call(app, '/wps/member/info', { headers: { Authorization: token } })).status === 200;

describe('POST /wps/member/password (change)', () => {
  it('changes the password, keeps the caller logged in and ends the other sessions', async () => {
    const token = await tokenOf(app, member.userName, member.password);
    const other = await tokenOf(app, member.userName, member.password);
    const answer = await change(token, {
      oldPassword: member.password,
      newPassword: 'Fresh5678',
      confirmNewPassword: 'Fresh5678',
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ success: true, value: null });
    expect(await alive(token)).toBe(true);
    expect(await alive(other)).toBe(false);
    expect((await login(app, member.userName, 'Fresh5678')).status).toBe(200);
  });

  it('clears firstTimeLogin once the member chose a password', async () => {
    const token = await tokenOf(app, secondMember.userName, secondMember.password);
    await change(token, {
      oldPassword: secondMember.password,
      newPassword: 'Fresh5678',
      confirmNewPassword: 'Fresh5678',
    });
    expect((await login(app, secondMember.userName, 'Fresh5678')).body.value).toMatchObject({
      firstTimeLogin: false,
    });
  });

  it('refuses the same password, a mismatched confirmation, a wrong old password and a bad new one', async () => {
    const token = await tokenOf(app, member.userName, member.password);
    const same = await change(token, {
      oldPassword: member.password,
      newPassword: member.password,
      confirmNewPassword: member.password,
    });
    expect([same.status, same.body.errorCode]).toEqual([400, 'modify.new.old.same']);
    const mismatch = await change(token, {
      oldPassword: member.password,
      newPassword: 'Fresh5678',
      confirmNewPassword: 'Fresh5679',
    });
    expect(mismatch.body.errorCode).toBe('password.confirm.mismatch');
    const wrongOld = await change(token, {
      oldPassword: 'Nope12345',
      newPassword: 'Fresh5678',
      confirmNewPassword: 'Fresh5678',
    });
    expect([wrongOld.status, wrongOld.body.errorCode]).toEqual([400, 'user.or.token.invalid']);
    const short = await change(token, {
      oldPassword: member.password,
      newPassword: 'abc',
      confirmNewPassword: 'abc',
    });
    expect(short.body.value).toMatchObject({ fields: [{ field: 'newPassword' }] });
    expect((await change(token, { oldPassword: member.password })).body.errorCode).toBe(
      'request_param_err',
    );
  });

  it('needs a session and an encrypted body, and refuses trial players', async () => {
    const payload = {
      oldPassword: member.password,
      newPassword: 'Fresh5678',
      confirmNewPassword: 'Fresh5678',
    };
    expect((await encryptedCall(app, '/wps/member/password', payload)).status).toBe(401);
    const token = await tokenOf(app, member.userName, member.password);
    const plain = await call(app, '/wps/member/password', {
      method: 'POST',
      body: payload,
      headers: { Authorization: token },
    });
    expect(plain.body.errorCode).toBe('request_body_required');
    const trial = await call(app, '/wps/session/login/freeplay', { method: 'POST', body: {} });
    const trialToken = (trial.body.value as { token: string }).token;
    const refused = await change(trialToken, payload);
    expect([refused.status, refused.body.errorCode]).toEqual([403, 'trial.not.allowed']);
  });
});

describe('POST /wps/member/password/verification (set by phone)', () => {
  const setByPhone = (payload: object) =>
    encryptedCall(app, '/wps/member/password/verification', payload);
  const sendCode = () =>
    call(app, '/wps/verification/sms/noLogin', {
      method: 'POST',
      body: { mobileNum: member.mobileNum },
    });

  it('sets a new password with the SMS code and ends every session', async () => {
    const token = await tokenOf(app, member.userName, member.password);
    await sendCode();
    const code = await lastSmsCode(app, member.mobileNum);
    const answer = await setByPhone({
      mobileNum: member.mobileNum,
      verificationCode: code,
      newPassword: 'Phone5678',
    });
    expect(answer.status).toBe(200);
    expect(await alive(token)).toBe(false);
    expect((await login(app, member.userName, 'Phone5678')).status).toBe(200);
    expect(
      (
        await setByPhone({
          mobileNum: member.mobileNum,
          verificationCode: code,
          newPassword: 'Other5678',
        })
      ).body.errorCode,
    ).toBe('verification.code.invalid');
  });

  it('answers the account the number belongs to and its new session, not named after the number', async () => {
    await sendCode();
    const code = await lastSmsCode(app, member.mobileNum);
    const answer = await setByPhone({
      mobileNum: member.mobileNum,
      verificationCode: code,
      newPassword: 'Phone5678',
    });
    const value = answer.body.value as {
      userName: string;
      session: { token: string; userName: string; type: number; firstTimeLogin: boolean };
    };
    expect(value.userName).toBe(member.userName);
    expect(value.session).toEqual({
      token: expect.any(String),
      userName: member.userName,
      type: 0,
      firstTimeLogin: false,
    });
    expect(await alive(value.session.token)).toBe(true);
  });

  it('forgets earlier failed logins of the account: the next login needs no captcha', async () => {
    // A failure is also remembered for the caller's address: the logins come from two addresses.
    const proxied = createTestApp(database.db, { trustProxy: true });
    const from = (ip: string) => ({ 'X-Forwarded-For': ip });
    const failed = await login(proxied, member.userName, 'Wrong12345', from('203.0.113.8'));
    expect(failed.body.value).toMatchObject({ captcha: true });
    const before = await login(proxied, member.userName, member.password, from('203.0.113.9'));
    expect(before.body.errorCode).not.toBeUndefined();
    await sendCode();
    const code = await lastSmsCode(app, member.mobileNum);
    expect(
      (
        await setByPhone({
          mobileNum: member.mobileNum,
          verificationCode: code,
          newPassword: 'Phone5678',
        })
      ).status,
    ).toBe(200);
    expect((await login(proxied, member.userName, 'Phone5678', from('203.0.113.9'))).status).toBe(
      200,
    );
  });

  it('gives an account no session on a site it may not use, but resets its password', async () => {
    const { agent } = DEMO_ACCOUNTS;
    await call(app, '/wps/verification/sms/noLogin', {
      method: 'POST',
      body: { mobileNum: agent.mobileNum },
    });
    const code = await lastSmsCode(app, agent.mobileNum);
    const answer = await setByPhone({
      mobileNum: agent.mobileNum,
      verificationCode: code,
      newPassword: 'Agent5678',
    });
    expect(answer.body).toEqual({
      success: true,
      value: { userName: agent.userName, session: null },
    });
    expect((await login(app, agent.userName, 'Agent5678', {}, { site: 'agent' })).status).toBe(200);
  });

  it('answers a malformed site with the error envelope', async () => {
    const answer = await setByPhone({
      mobileNum: member.mobileNum,
      verificationCode: '123456',
      newPassword: 'Phone5678',
      site: 'admin',
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ success: false, errorCode: 'request_param_err' });
  });

  it('refuses the current password with modify.new.old.same and keeps the code usable', async () => {
    await sendCode();
    const code = await lastSmsCode(app, member.mobileNum);
    const same = await setByPhone({
      mobileNum: member.mobileNum,
      verificationCode: code,
      newPassword: member.password,
    });
    expect(same.body.errorCode).toBe('modify.new.old.same');
    expect(
      (
        await setByPhone({
          mobileNum: member.mobileNum,
          verificationCode: code,
          newPassword: 'Phone5678',
        })
      ).status,
    ).toBe(200);
  });

  it('refuses a wrong code, missing fields and a switched-off module', async () => {
    await sendCode();
    const code = await lastSmsCode(app, member.mobileNum);
    const wrong = await setByPhone({
      mobileNum: member.mobileNum,
      verificationCode: code === '000000' ? '111111' : '000000',
      newPassword: 'Phone5678',
    });
    expect(wrong.body.errorCode).toBe('verification.code.invalid');
    expect((await setByPhone({ mobileNum: member.mobileNum })).body.errorCode).toBe(
      'request_param_err',
    );
    await overrideSite(app, { whitelabel: [{ moduleId: 'CHNGPASSVERIF3', enabled: false }] });
    expect(
      (
        await setByPhone({
          mobileNum: member.mobileNum,
          verificationCode: code,
          newPassword: 'Phone5678',
        })
      ).body.errorCode,
    ).toBe('function.not.available');
  });
});
