import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { isApiError } from '../../src/api/api-error';
import { checkAffiliateCode } from '../../src/api/endpoints/affiliate-check';
import { changePassword } from '../../src/api/endpoints/change-password';
import { sendPasswordResetEmail } from '../../src/api/endpoints/password-by-email';
import { setPasswordByPhone } from '../../src/api/endpoints/password-by-phone';
import { register, type RegistrationPayload } from '../../src/api/endpoints/register';
import {
  fetchRegisterSettings,
  registerSettingsQueryOptions,
  registerSettingsSchema,
} from '../../src/api/endpoints/register-settings';
import { isUsernameAvailable } from '../../src/api/endpoints/username-check';
import { accountServer, demoSettings } from '../features/account/helpers/account-server';
import { fail, ok } from './helpers/fake-adapter';

const payload: RegistrationPayload = {
  countryDialingCode: '880',
  registerUrl: 'm.example.com',
  registerMethod: 'H5',
  username: 'alice01',
  password: 'secret1',
  confirmPassword: 'secret1',
  affiliateCode: '',
  paymentPassword: '',
  recommenderId: '',
  nickname: '',
  payeeName: '',
  email: '',
  mobileNum: '',
  idNumber: '',
  qqNum: '',
  facebook: '',
  wechat: '',
  line: '',
  whatsapp: '',
  zalo: '',
  birthday: '',
  captcha: '',
  type: 0,
  domain: 'm.example.com',
  verificationCode: '',
};
const loginAnswer = { token: 'tok', userName: 'alice01', type: 0, firstTimeLogin: false };

describe('registration endpoints', () => {
  it('register settings: GET as REG3, parsed; broken answers are response.invalid', async () => {
    const { client, seen } = accountServer({
      '/wps/system/setting/register': () => ok(demoSettings),
    });
    expect(await fetchRegisterSettings(client)).toEqual(demoSettings);
    expect(seen[0]).toMatchObject({ method: 'GET', moduleId: 'REG3' });
    expect(await new QueryClient().fetchQuery(registerSettingsQueryOptions(client))).toEqual(
      demoSettings,
    );
    const bad = {
      ...demoSettings,
      fields: { username: { ...demoSettings.fields.username, minLength: -1 } },
    };
    expect(registerSettingsSchema.safeParse(bad).success).toBe(false);
    const broken = accountServer({ '/wps/system/setting/register': () => ok({ fields: 'none' }) });
    await expect(fetchRegisterSettings(broken.client)).rejects.toSatisfy((error) =>
      isApiError(error, 'response.invalid'),
    );
  });

  it('register: PUT sealed, by user name or by mobile, answered like a login', async () => {
    const { client, seen } = accountServer({
      '/wps/member/register': () => ok(loginAnswer),
      '/wps/member/register/mobile': () => ok({ ...loginAnswer, firstTimeLogin: undefined }),
    });
    expect(await register('username', payload, client)).toEqual(loginAnswer);
    expect(await register('mobileNum', { ...payload, countryDialingCode: '' }, client)).toEqual(
      loginAnswer,
    );
    expect(seen.map((r) => [r.method, r.url, r.moduleId])).toEqual([
      ['PUT', '/wps/member/register', 'REG3'],
      ['PUT', '/wps/member/register/mobile', 'MOBILENUMREG3'],
    ]);
    expect(seen[0]?.body).toEqual(payload);
    // An unknown dialling code is left for the server to fill in.
    expect(seen[1]?.body).not.toHaveProperty('countryDialingCode');
  });

  it('register: a taken name reaches the caller as its code', async () => {
    const { client } = accountServer({
      '/wps/member/register': () => fail(409, 'username.exists'),
    });
    await expect(register('username', payload, client)).rejects.toSatisfy((error) =>
      isApiError(error, 'username.exists'),
    );
  });

  it('user-name and invitation checks read available and success', async () => {
    const { client, seen } = accountServer({
      '/wps/member/username': (r) => ok({ available: r.params?.username !== 'taken1' }),
      '/wps/agent/affiliate': (r) => ok({ success: r.params?.code === 'DEMO2024' }),
    });
    expect(await isUsernameAvailable('alice01', client)).toBe(true);
    expect(await isUsernameAvailable('taken1', client)).toBe(false);
    expect(await checkAffiliateCode({ code: 'DEMO2024', domain: 'h' }, client)).toBe(true);
    expect(await checkAffiliateCode({ code: 'NOPE', domain: 'h' }, client)).toBe(false);
    expect(seen.map((r) => r.moduleId)).toEqual(['REG3', 'REG3', 'AFFMAN3', 'AFFMAN3']);
    expect(seen[2]?.params).toEqual({ code: 'DEMO2024', domain: 'h' });
  });
});

describe('password endpoints', () => {
  it('change: POST sealed as PASS3 with the three passwords', async () => {
    const { client, seen } = accountServer({ '/wps/member/password': () => ok(null) });
    await changePassword({ oldPassword: 'a', newPassword: 'b', confirmNewPassword: 'b' }, client);
    expect(seen[0]).toMatchObject({
      method: 'POST',
      moduleId: 'PASS3',
      body: { oldPassword: 'a', newPassword: 'b', confirmNewPassword: 'b' },
    });
  });

  it('set by phone: POST sealed as CHNGPASSVERIF3, answering the session of the account; refusals keep their code', async () => {
    const session = { token: 't0k', userName: 'demo_player', type: 0, firstTimeLogin: false };
    const { client, seen } = accountServer({
      '/wps/member/password/verification': (r) => {
        const body = r.body as { newPassword: string };
        if (body.newPassword === 'same') return fail(400, 'modify.new.old.same');
        return ok({
          userName: 'demo_player',
          session: body.newPassword === 'agent1' ? null : session,
        });
      },
    });
    const reset = {
      newPassword: 'fresh1',
      mobileNum: '01711111111',
      countryDialingCode: '880',
      verificationCode: '123456',
    };
    expect(await setPasswordByPhone(reset, client)).toEqual(session);
    expect(seen[0]).toMatchObject({ method: 'POST', moduleId: 'CHNGPASSVERIF3', body: reset });
    expect(await setPasswordByPhone({ ...reset, newPassword: 'agent1' }, client)).toBeNull();
    await expect(setPasswordByPhone({ ...reset, newPassword: 'same' }, client)).rejects.toSatisfy(
      (error) => isApiError(error, 'modify.new.old.same'),
    );
  });

  it('forgot by e-mail: form-encoded username and email as COMM3', async () => {
    const { client, seen } = accountServer({ '/wps/member/password/email': () => ok(null) });
    await sendPasswordResetEmail(
      { username: 'demo_player', email: 'demo_player@example.com' },
      client,
    );
    expect(seen[0]).toMatchObject({
      method: 'POST',
      moduleId: 'COMM3',
      body: { username: 'demo_player', email: 'demo_player@example.com' },
    });
  });
});
