import {
  constants,
  createCipheriv,
  createPublicKey,
  publicEncrypt,
  randomBytes,
} from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const MERCHANT = 'bdbt';

/**
 * Logs in through the API (docs/api.md "Encrypted calls") and returns the session record the
 * site stores. Agents log in to the agent site (the member site refuses them).
 */
export async function apiLogin(
  request: APIRequestContext,
  username: string,
  password: string,
  site: 'member' | 'agent' = 'member',
) {
  const keyAnswer = await request.get('/wps/session/key/rsa', { headers: { Merchant: MERCHANT } });
  const { publicKey } = (await keyAnswer.json()).value as { publicKey: string };
  const key = randomBytes(32);
  const iv = randomBytes(16);
  const cipher = createCipheriv('aes-256-cbc', key, iv);
  const body = Buffer.concat([
    cipher.update(JSON.stringify({ type: 'username', username, password, site })),
    cipher.final(),
  ]);
  const sealed = publicEncrypt(
    {
      key: createPublicKey({ key: Buffer.from(publicKey, 'base64'), format: 'der', type: 'spki' }),
      padding: constants.RSA_PKCS1_OAEP_PADDING,
      oaepHash: 'sha256',
    },
    Buffer.concat([key, iv]),
  );
  const answer = await request.post('/wps/session/login', {
    headers: { Merchant: MERCHANT, ModuleId: 'COMM3', Encryption: sealed.toString('base64') },
    data: { value: body.toString('base64') },
  });
  expect(answer.ok()).toBe(true);
  const value = (await answer.json()).value as {
    token: string;
    userName: string;
    type: number;
    firstTimeLogin: boolean;
  };
  return {
    token: value.token,
    merchantCode: MERCHANT,
    userName: value.userName,
    type: value.type,
    firstTimeLogin: value.firstTimeLogin,
  };
}

/** The site keeps the session in session storage (requirements A3 MC_SESSION_INFO). */
export async function logIn(
  page: Page,
  request: APIRequestContext,
  username = 'demo_player',
  password = 'Demo1234',
) {
  const session = await apiLogin(request, username, password);
  await page.addInitScript(
    (record) => window.sessionStorage.setItem('MC_SESSION_INFO', JSON.stringify(record)),
    session,
  );
  return session;
}
