import type { Hono } from 'hono';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loginFailures, verificationCodes } from '../../server/db/schema.ts';
import type { AppEnv } from '../../server/http/app-env.ts';
import { DEMO_ACCOUNTS, encryptedCall, lastSmsCode, resetAccounts } from './helpers/accounts.ts';
import { call, createTestApp, overrideSite } from './helpers/test-app.ts';
import { openTestDatabase, type TestDatabase } from './helpers/test-db.ts';

let database: TestDatabase;
let app: Hono<AppEnv>;
const { member, disabled } = DEMO_ACCOUNTS;
const NEW_MOBILE = '01812345678';

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => database.close());
beforeEach(async () => {
  await resetAccounts(database.db);
  app = createTestApp(database.db);
});

const requestCode = (path: 'register' | 'noLogin', body: object) =>
  call(app, `/wps/verification/sms/${path}`, { method: 'POST', body });
const smsLogin = (mobileNum: string, verificationCode: string) =>
  encryptedCall(app, '/wps/session/login', {
    type: 'sms',
    mobileNum,
    countryDialingCode: '880',
    verificationCode,
  });

describe('POST /wps/verification/sms/*', () => {
  it('sends a six-digit code through the SMS outbox and answers expirationTime 60 s ahead', async () => {
    const before = Date.now();
    const answer = await requestCode('register', {
      mobileNum: NEW_MOBILE,
      countryDialingCode: '880',
      humanVerification: { token: 'x' },
    });
    expect(answer.status).toBe(200);
    const { expirationTime } = answer.body.value as { expirationTime: number };
    expect(expirationTime).toBeGreaterThanOrEqual(before + 60_000);
    expect(expirationTime).toBeLessThanOrEqual(Date.now() + 60_000);
    expect(await lastSmsCode(app, NEW_MOBILE)).toMatch(/^\d{6}$/);
    const [row] = await database.db.select().from(verificationCodes);
    expect(row?.codeHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('accepts mobileNo as the number and refuses a second request within 60 s with 429', async () => {
    expect((await requestCode('noLogin', { mobileNo: member.mobileNum })).status).toBe(200);
    const again = await requestCode('noLogin', { mobileNo: member.mobileNum });
    expect(again.status).toBe(429);
    expect(again.body.errorCode).toBe('too.many.requests');
    expect(Number(again.headers.get('Retry-After'))).toBeGreaterThan(0);
  });

  it('validates the number by the configured rule; a registered number gets a notice, not a code, with the same answer', async () => {
    const bad = await requestCode('register', { mobileNum: '12345' });
    expect(bad.status).toBe(400);
    expect(bad.body.value).toEqual({
      fields: [{ field: 'mobileNum', reason: 'Please enter your 11 digit mobile number' }],
    });
    expect((await requestCode('register', {})).body.errorCode).toBe('request_param_err');
    const taken = await requestCode('register', { mobileNum: member.mobileNum });
    expect(taken.body).toEqual({ success: true, value: { expirationTime: expect.any(Number) } });
    const [notice] = (await call(app, `/dev/sms-outbox?mobile=${member.mobileNum}`)).body.value as {
      body: string;
    }[];
    expect(notice?.body).toContain('already has an account');
    expect(notice?.body).not.toMatch(/\d{6}/);
  });

  it('answers the same for an unknown number on noLogin but sends nothing', async () => {
    const answer = await requestCode('noLogin', { mobileNum: NEW_MOBILE });
    expect(answer.status).toBe(200);
    expect(answer.body.value).toEqual({ expirationTime: expect.any(Number) });
    expect((await call(app, `/dev/sms-outbox?mobile=${NEW_MOBILE}`)).body.value).toEqual([]);
  });

  it('follows the modules: register needs REGMOBVERF3 or MOBILENUMREG3, noLogin needs VERIFICATION3', async () => {
    await overrideSite(app, {
      whitelabel: [
        {
          moduleId: 'REG3',
          children: [
            { moduleId: 'REGMOBVERF3', enabled: false },
            { moduleId: 'MOBILENUMREG3', enabled: false },
          ],
        },
        { moduleId: 'VERIFICATION3', enabled: false },
      ],
    });
    expect((await requestCode('register', { mobileNum: NEW_MOBILE })).body.errorCode).toBe(
      'function.not.available',
    );
    expect((await requestCode('noLogin', { mobileNum: member.mobileNum })).body.errorCode).toBe(
      'function.not.available',
    );
  });
});

describe('login with mobile number and SMS code', () => {
  it('logs the owner of the number in; the code works once', async () => {
    await requestCode('noLogin', { mobileNum: member.mobileNum });
    const code = await lastSmsCode(app, member.mobileNum);
    const answer = await smsLogin(member.mobileNum, code);
    expect(answer.status).toBe(200);
    expect(answer.body.value).toMatchObject({ userName: member.userName, type: 0 });
    const reused = await smsLogin(member.mobileNum, code);
    expect(reused.body).toMatchObject({ errorCode: 'verification.code.invalid' });
  });

  it('refuses a wrong code with verification.code.invalid and the captcha flag', async () => {
    await requestCode('noLogin', { mobileNum: member.mobileNum });
    const code = await lastSmsCode(app, member.mobileNum);
    const answer = await smsLogin(member.mobileNum, code === '000000' ? '111111' : '000000');
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      errorCode: 'verification.code.invalid',
      value: { captcha: true },
    });
  });

  it('refuses an expired code with verification.code.expired', async () => {
    await requestCode('noLogin', { mobileNum: member.mobileNum });
    const code = await lastSmsCode(app, member.mobileNum);
    await database.db.update(verificationCodes).set({ expiresAt: new Date(Date.now() - 1000) });
    const answer = await smsLogin(member.mobileNum, code);
    expect(answer.body.errorCode).toBe('verification.code.expired');
  });

  it('refuses a disabled account', async () => {
    await requestCode('noLogin', { mobileNum: disabled.mobileNum });
    const answer = await smsLogin(disabled.mobileNum, await lastSmsCode(app, disabled.mobileNum));
    expect(answer.status).toBe(403);
    expect(answer.body.errorCode).toBe('user.not.exist.or.disabled');
  });

  it('stops working after five wrong guesses, even with the right code', async () => {
    const guesser = (n: number) => createTestApp(database.db, { clientIp: () => `10.9.0.${n}` });
    await requestCode('noLogin', { mobileNum: member.mobileNum });
    const code = await lastSmsCode(app, member.mobileNum);
    const wrong = code === '000000' ? '111111' : '000000';
    // Each guess from a new address with the failure counters cleared, so only the per-code limit is in play.
    const guess = async (n: number, verificationCode: string) => {
      await database.db.delete(loginFailures);
      return encryptedCall(guesser(n), '/wps/session/login', {
        type: 'sms',
        mobileNum: member.mobileNum,
        verificationCode,
      });
    };
    for (let n = 1; n <= 5; n += 1)
      expect((await guess(n, wrong)).body.errorCode).toBe('verification.code.invalid');
    expect((await guess(6, code)).body.errorCode).toBe('verification.code.invalid');
  });

  it('answers function.not.available when MOBILEVERCODELOGIN3 is off', async () => {
    await overrideSite(app, { whitelabel: [{ moduleId: 'MOBILEVERCODELOGIN3', enabled: false }] });
    expect((await smsLogin(member.mobileNum, '123456')).body.errorCode).toBe(
      'function.not.available',
    );
  });
});
