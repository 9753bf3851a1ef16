import type { Hono } from 'hono';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { findMemberByUserName } from '../../server/db/queries/members.ts';
import type { AppEnv } from '../../server/http/app-env.ts';
import {
  captchaAnswer,
  DEMO_AFFILIATE_CODE,
  encryptedCall,
  lastSmsCode,
  login,
  newCaptcha,
  resetAccounts,
} from './helpers/accounts.ts';
import { call, createTestApp, overrideSite } from './helpers/test-app.ts';
import { openTestDatabase, type TestDatabase } from './helpers/test-db.ts';

let database: TestDatabase;
let app: Hono<AppEnv>;
const MOBILE = '01912345678';

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => database.close());
beforeEach(async () => {
  await resetAccounts(database.db);
  app = createTestApp(database.db);
  // The demo asks SMS verification for every registration; most cases here are about other rules.
  await overrideSite(app, {
    whitelabel: [{ moduleId: 'REG3', children: [{ moduleId: 'REGMOBVERF3', enabled: false }] }],
  });
});

const form = (extra: object = {}) => ({
  username: 'newplayer1',
  password: 'Secret123',
  confirmPassword: 'Secret123',
  mobileNum: MOBILE,
  countryDialingCode: '880',
  registerUrl: 'localhost',
  registerMethod: 'H5',
  type: 0,
  affiliateCode: '',
  ...extra,
});
const register = (
  payload: object,
  path = '/wps/member/register',
  headers: Record<string, string> = {},
) => encryptedCall(app, path, payload, { method: 'PUT', headers });
const fieldsOf = (answer: { body: { value?: unknown } }) =>
  (answer.body.value as { fields: { field: string }[] }).fields.map((entry) => entry.field);

describe('PUT /wps/member/register', () => {
  it('creates the member, logs the player in and keeps only a password hash', async () => {
    const answer = await register(
      form({ affiliateCode: DEMO_AFFILIATE_CODE.toLowerCase() }),
      undefined,
      { Language: 'EN' },
    );
    expect(answer.status).toBe(200);
    expect(answer.body.value).toEqual({
      token: expect.any(String),
      userName: 'newplayer1',
      type: 0,
      firstTimeLogin: false,
    });
    const { token } = answer.body.value as { token: string };
    expect(
      (await call(app, '/wps/member/info', { headers: { Authorization: token } })).body.value,
    ).toMatchObject({ account: 'newplayer1', language: 'EN' });
    const row = await findMemberByUserName(database.db, 'newplayer1');
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row?.passwordHash).not.toContain('Secret123');
    expect(row).toMatchObject({
      mobileNum: MOBILE,
      countryDialingCode: '880',
      affiliateCode: DEMO_AFFILIATE_CODE.toLowerCase(),
      registerMethod: 'H5',
    });
    expect((await login(app, 'newplayer1', 'Secret123')).status).toBe(200);
  });

  it('refuses a name NFKC would rewrite, and any spelling that folds to a taken name, under a rule letting other letters in', async () => {
    // The demo rule takes ASCII letters and digits only; an operator may allow more (server/README.md "Password guessing").
    await overrideSite(app, { registration: { patterns: { username: { regex: '^\\S+$' } } } });
    const fullWidth = await register(form({ username: 'ｍｉｓｔｉｋ０１' }));
    expect(fullWidth.status).toBe(400);
    expect(fullWidth.body.errorCode).toBe('request_param_err');
    expect(fieldsOf(fullWidth)).toEqual(['username']);
    expect((await register(form({ username: 'mistik01' }))).status).toBe(200);
    for (const [i, spelling] of ['MİSTİK01', 'mıstık01', 'MISTIK01'].entries()) {
      const taken = await register(form({ username: spelling, mobileNum: `0191234560${i}` }));
      expect(taken.status, spelling).toBe(409);
      expect(taken.body.errorCode).toBe('username.exists');
    }
    expect(
      (await call(app, '/wps/member/username?username=M%C4%B0ST%C4%B0K01')).body.value,
    ).toEqual({ available: false });
  });

  it('refuses a taken user name in any case with 409 username.exists', async () => {
    expect((await register(form())).status).toBe(200);
    const again = await register(form({ username: 'NEWPLAYER1', mobileNum: '01912345670' }));
    expect(again.status).toBe(409);
    expect(again.body.errorCode).toBe('username.exists');
    expect((await call(app, '/wps/member/username?username=NewPlayer1')).body.value).toEqual({
      available: false,
    });
  });

  it('validates every field by the configured rules', async () => {
    const answer = await register(
      form({ username: 'ab', password: 'x y', confirmPassword: 'x y', mobileNum: '123' }),
    );
    expect(answer.status).toBe(400);
    expect(answer.body.errorCode).toBe('request_param_err');
    expect(answer.body.value).toMatchObject({
      fields: expect.arrayContaining([
        { field: 'username', reason: 'Username must be 6-16 letters or digits' },
      ]),
    });
    expect(fieldsOf(answer)).toEqual(expect.arrayContaining(['username', 'password', 'mobileNum']));
    expect(fieldsOf(await register({ password: 'Secret123' }))).toEqual(['username', 'mobileNum']);
    expect((await register(form({ registerMethod: 'DESKTOP' }))).body.errorCode).toBe(
      'request_param_err',
    );
  });

  it('applies rules switched on in the configuration, including the age limit', async () => {
    await overrideSite(app, {
      registration: {
        fields: {
          email: { enabled: true, required: true },
          birthday: { enabled: true, required: true },
        },
      },
    });
    expect(fieldsOf(await register(form()))).toEqual(['email', 'birthday']);
    const young = new Date().getUTCFullYear() - 10;
    const answer = await register(form({ email: 'bad@', birthday: `${young}-01-01` }));
    expect(fieldsOf(answer)).toEqual(['email', 'birthday']);
    expect(
      (await register(form({ email: 'new@example.com', birthday: '1990-05-05' }))).status,
    ).toBe(200);
  });

  it('refuses a confirmation that differs with password.confirm.mismatch', async () => {
    const answer = await register(form({ confirmPassword: 'Other1234' }));
    expect(answer.status).toBe(400);
    expect(answer.body.errorCode).toBe('password.confirm.mismatch');
  });

  it('refuses an unknown invitation code with affiliate.invalid', async () => {
    const answer = await register(form({ affiliateCode: 'NOSUCH1' }));
    expect(answer.status).toBe(400);
    expect(answer.body.errorCode).toBe('affiliate.invalid');
  });

  it('asks for a valid captcha when the captcha field is on', async () => {
    await overrideSite(app, {
      registration: { fields: { captcha: { enabled: true, required: true } } },
    });
    expect((await register(form())).body.errorCode).toBe('captcha.required');
    const { cookie } = await newCaptcha(app);
    const right = await captchaAnswer(app, cookie);
    expect(
      (
        await register(form({ captcha: right === '0000' ? '1111' : '0000' }), undefined, {
          Cookie: cookie,
        })
      ).body.errorCode,
    ).toBe('captcha.invalid');
    await newCaptcha(app, cookie);
    const answer = await register(form({ captcha: await captchaAnswer(app, cookie) }), undefined, {
      Cookie: cookie,
    });
    expect(answer.status).toBe(200);
  });

  it('answers function.not.available when USERNAMEREG3 is off', async () => {
    await overrideSite(app, {
      whitelabel: [{ moduleId: 'REG3', children: [{ moduleId: 'USERNAMEREG3', enabled: false }] }],
    });
    expect((await register(form())).body.errorCode).toBe('function.not.available');
  });
});

describe('SMS verification at registration (REGMOBVERF3)', () => {
  beforeEach(async () => {
    await overrideSite(app, {
      whitelabel: [{ moduleId: 'REG3', children: [{ moduleId: 'REGMOBVERF3', enabled: true }] }],
    });
  });

  it('requires the code sent to the number, refuses a wrong one and registers with the right one', async () => {
    expect(fieldsOf(await register(form()))).toEqual(['verificationCode']);
    await call(app, '/wps/verification/sms/register', {
      method: 'POST',
      body: { mobileNum: MOBILE, countryDialingCode: '880' },
    });
    const code = await lastSmsCode(app, MOBILE);
    expect(
      (await register(form({ verificationCode: code === '000000' ? '111111' : '000000' }))).body
        .errorCode,
    ).toBe('verification.code.invalid');
    expect((await register(form({ verificationCode: code }))).status).toBe(200);
  });

  it('registers by mobile number: the account is named after the number and needs no user name', async () => {
    await call(app, '/wps/verification/sms/register', {
      method: 'POST',
      body: { mobileNum: MOBILE },
    });
    const payload = {
      mobileNum: MOBILE,
      password: 'Secret123',
      confirmPassword: 'Secret123',
      verificationCode: await lastSmsCode(app, MOBILE),
    };
    const answer = await register(payload, '/wps/member/register/mobile');
    expect(answer.status).toBe(200);
    expect(answer.body.value).toMatchObject({ userName: MOBILE, type: 0 });
    const twice = await register(
      { ...payload, username: 'another1' },
      '/wps/member/register/mobile',
    );
    expect(twice.body.value).toMatchObject({ fields: [{ field: 'mobileNum' }] });
  });

  it('takes no password on mobile registration when MOBILENUMPASSREG3 is off', async () => {
    await overrideSite(app, {
      whitelabel: [
        { moduleId: 'REG3', children: [{ moduleId: 'MOBILENUMPASSREG3', enabled: false }] },
      ],
    });
    await call(app, '/wps/verification/sms/register', {
      method: 'POST',
      body: { mobileNum: MOBILE },
    });
    const answer = await register(
      { mobileNum: MOBILE, verificationCode: await lastSmsCode(app, MOBILE) },
      '/wps/member/register/mobile',
    );
    expect(answer.status).toBe(200);
  });
});

describe('parallel registrations', () => {
  it('name the real conflict: the losers of a race for one mobile number hear about the number, not the user name', async () => {
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => register(form({ username: `racer${i}x` }))),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    for (const answer of answers.filter((entry) => entry.status !== 200)) {
      expect(answer.status).toBe(400);
      expect(answer.body.errorCode).toBe('request_param_err');
      expect(fieldsOf(answer)).toEqual(['mobileNum']);
    }
  });
});
