// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { createApiClient } from '../../src/api/client';
import { createApiEvents } from '../../src/api/events';
import { isApiError } from '../../src/api/api-error';
import { captchaSchema, fetchCaptcha } from '../../src/api/endpoints/captcha';
import { login, loginAnswerSchema } from '../../src/api/endpoints/login';
import { logout } from '../../src/api/endpoints/logout';
import {
  avatarInitial,
  fetchMemberInfo,
  memberInfoQueryOptions,
  memberInfoSchema,
} from '../../src/api/endpoints/member-info';
import { sendSmsCode, smsCodeSchema } from '../../src/api/endpoints/sms-code';
import { createTrialSession, trialSessionSchema } from '../../src/api/endpoints/trial-login';
import { setSessionInfo } from '../../src/lib/storage';
import { fail, fakeAdapter, header, ok, type Handler } from './helpers/fake-adapter';
import { rsaPair, serverDecrypt } from './helpers/rsa';

function setup(handler: Handler) {
  const server = fakeAdapter(handler);
  return {
    client: createApiClient({
      adapter: server.adapter,
      events: createApiEvents(),
      isStandalone: () => true,
    }),
    requests: server.requests,
  };
}

const bodyOf = (data: unknown): unknown => (typeof data === 'string' ? JSON.parse(data) : data);
const session = { token: 'tok-1', userName: 'demo_player', type: 0, firstTimeLogin: false };

describe('login', () => {
  it('posts the payload encrypted with the server key, with Device: OTHERS in the installed app', async () => {
    const { spkiBase64, privateKey } = rsaPair();
    const { client, requests } = setup((config) =>
      config.url === '/wps/session/key/rsa' ? ok({ publicKey: spkiBase64 }) : ok(session),
    );
    const payload = {
      type: 'username',
      username: 'demo_player',
      password: 'Demo1234',
      captcha: '',
      remember: true,
      site: 'member',
    } as const;
    expect(await login(payload, client)).toEqual(session);

    const call = requests.find((r) => r.url === '/wps/session/login');
    expect(call?.method).toBe('post');
    expect(header(call, 'ModuleId')).toBe('COMM3');
    expect(header(call, 'Device')).toBe('OTHERS');
    const sealed = bodyOf(call?.data) as { value: string };
    expect(serverDecrypt(privateKey, String(header(call, 'Encryption')), sealed.value)).toEqual(
      payload,
    );
  });

  it('passes a failure carrying the captcha flag on as an ApiError with its value', async () => {
    const { spkiBase64 } = rsaPair();
    const { client } = setup((config) =>
      config.url === '/wps/session/key/rsa'
        ? ok({ publicKey: spkiBase64 })
        : fail(401, 'user.or.token.invalid', { captcha: true }),
    );
    const error = await login(
      { type: 'username', username: 'a', password: 'b', captcha: '', remember: false },
      client,
    ).catch((e: unknown) => e);
    expect(isApiError(error, 'user.or.token.invalid')).toBe(true);
    expect((error as { value: unknown }).value).toEqual({ captcha: true });
  });

  it('reads the answer (firstTimeLogin defaults to false) and refuses a token-less one', () => {
    expect(loginAnswerSchema.parse({ token: 't', userName: 'u', type: 0 })).toEqual({
      token: 't',
      userName: 'u',
      type: 0,
      firstTimeLogin: false,
    });
    expect(loginAnswerSchema.safeParse({ token: '', userName: 'u', type: 0 }).success).toBe(false);
    expect(loginAnswerSchema.safeParse({ token: 't', userName: 'u', type: '0' }).success).toBe(
      false,
    );
  });
});

describe('trial, logout, captcha, SMS code, member info', () => {
  it('trial play creates the account by GET, then posts it as module FREEPLAY3 and reads customerType (requirements A7.1)', async () => {
    const account = { userName: 'trial_0123456789', ticket: 't1.1.sig' };
    const { client, requests } = setup((config) =>
      config.method === 'get'
        ? ok(account)
        : ok({ token: 'tt', userName: 'trial_0123456789', customerType: 4 }),
    );
    expect(await createTrialSession(client)).toEqual({
      token: 'tt',
      userName: 'trial_0123456789',
      customerType: 4,
    });
    expect(requests.map((request) => [request.method, request.url])).toEqual([
      ['get', '/wps/session/login/freeplay/account'],
      ['post', '/wps/session/login/freeplay'],
    ]);
    expect(bodyOf(requests[1]?.data)).toEqual(account);
    expect(requests.map((request) => header(request, 'ModuleId'))).toEqual([
      'FREEPLAY3',
      'FREEPLAY3',
    ]);
    expect(trialSessionSchema.safeParse({ token: 'tt', userName: 'x' }).success).toBe(false);
  });

  it('logout sends DELETE with the token in the body and the Authorization header', async () => {
    setSessionInfo({
      token: 'tok-9',
      merchantCode: 'bdbt',
      userName: 'demo',
      type: 0,
      firstTimeLogin: false,
    });
    const { client, requests } = setup(() => ok(null));
    await expect(logout('tok-9', client)).resolves.toBeUndefined();
    expect(requests[0]?.method).toBe('delete');
    expect(requests[0]?.url).toBe('/wps/session/logout');
    expect(bodyOf(requests[0]?.data)).toEqual({ token: 'tok-9' });
    expect(header(requests[0], 'Authorization')).toBe('tok-9');
  });

  it('captcha answers only image data URLs', async () => {
    const image = 'data:image/svg+xml;base64,PHN2Zz4=';
    const { client, requests } = setup(() => ok({ image }));
    expect(await fetchCaptcha(client)).toEqual({ image });
    expect(header(requests[0], 'ModuleId')).toBe('CAPTCHA3');
    expect(captchaSchema.safeParse({ image: 'javascript:alert(1)' }).success).toBe(false);
    expect(captchaSchema.safeParse({ image: 'https://evil.example/x.svg' }).success).toBe(false);
  });

  it.each([
    ['register', '/wps/verification/sms/register', 'REGMOBVERF3'],
    ['noLogin', '/wps/verification/sms/noLogin', 'VERIFICATION3'],
  ] as const)('SMS code for %s goes to its path and module', async (purpose, path, moduleId) => {
    const { client, requests } = setup(() => ok({ expirationTime: 1_700_000_060_000 }));
    expect(
      await sendSmsCode(purpose, { mobileNum: '01711111111', countryDialingCode: '880' }, client),
    ).toEqual({ expirationTime: 1_700_000_060_000 });
    expect(requests[0]?.url).toBe(path);
    expect(header(requests[0], 'ModuleId')).toBe(moduleId);
    expect(bodyOf(requests[0]?.data)).toEqual({
      mobileNum: '01711111111',
      countryDialingCode: '880',
    });
  });

  it('SMS code leaves out an unknown dialling code (the server takes the region one) and checks the answer', async () => {
    const { client, requests } = setup(() => ok({ expirationTime: 5 }));
    await sendSmsCode('noLogin', { mobileNum: '01711111111', countryDialingCode: '' }, client);
    expect(bodyOf(requests[0]?.data)).toEqual({ mobileNum: '01711111111' });
    expect(smsCodeSchema.safeParse({ expirationTime: '5' }).success).toBe(false);
    expect(smsCodeSchema.safeParse({}).success).toBe(false);
  });

  it('member info reads an empty nickname and gives the avatar initial', async () => {
    const { client, requests } = setup(() =>
      ok({ account: 'demo_player', nickname: null, type: 0, language: 'BN' }),
    );
    const info = await fetchMemberInfo(client);
    expect(info).toEqual({ account: 'demo_player', nickname: '', type: 0, language: 'BN' });
    expect(requests[0]?.url).toBe('/wps/member/info');
    expect(avatarInitial(info)).toBe('D');
    expect(avatarInitial({ account: 'demo', nickname: 'ruhul' })).toBe('R');
    expect(memberInfoSchema.safeParse({ nickname: 'x', type: 0 }).success).toBe(false);
    expect(memberInfoQueryOptions('tok', client).queryKey).toEqual(['member', 'info', 'tok']);
  });
});
