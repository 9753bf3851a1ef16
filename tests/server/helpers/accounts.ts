import type { Hono } from 'hono';
import { resetToSeed } from '../../../server/db/seed/index.ts';
import { accountsSeeder } from '../../../server/db/seed/accounts.ts';
import type { Database } from '../../../server/db/client.ts';
import type { AppEnv } from '../../../server/http/app-env.ts';
import { encryptLikeClient } from './client-crypto.ts';
import { call, type JsonAnswer } from './test-app.ts';

export { DEMO_ACCOUNTS, DEMO_AFFILIATE_CODE } from '../../../server/db/seed/accounts.ts';

/** Empties runtime tables and re-creates the demo accounts, so each test starts from the seed. */
export async function resetAccounts(db: Database): Promise<void> {
  await resetToSeed(db, [accountsSeeder]);
}

type App = Hono<AppEnv>;

/** An encrypted call as the site makes it: fetches the RSA key, seals the payload. */
export async function encryptedCall(
  app: App,
  path: string,
  payload: unknown,
  init: { method?: string; headers?: Record<string, string> } = {},
): Promise<JsonAnswer> {
  const key = await call(app, '/wps/session/key/rsa');
  const { publicKey } = key.body.value as { publicKey: string };
  const { body, encryption } = encryptLikeClient(publicKey, payload);
  return call(app, path, {
    method: init.method ?? 'POST',
    body,
    headers: { ...init.headers, Encryption: encryption },
  });
}

export async function login(
  app: App,
  username: string,
  password: string,
  headers: Record<string, string> = {},
  extra: object = {},
) {
  return encryptedCall(
    app,
    '/wps/session/login',
    { type: 'username', username, password, ...extra },
    { headers },
  );
}

/** Logs in and returns the token; fails the test when the login is refused. */
export async function tokenOf(app: App, username: string, password: string): Promise<string> {
  const answer = await login(app, username, password);
  if (!answer.body.success) throw new Error(`login refused: ${JSON.stringify(answer.body)}`);
  return (answer.body.value as { token: string }).token;
}

/** The captcha cookie a fresh GET /wps/captcha sets, as a Cookie header value. */
export async function newCaptcha(
  app: App,
  cookie?: string,
): Promise<{ cookie: string; image: string }> {
  const answer = await call(app, '/wps/captcha', {
    headers: cookie === undefined ? {} : { Cookie: cookie },
  });
  const setCookie = answer.headers.get('Set-Cookie');
  const issued = cookie ?? setCookie?.split(';')[0];
  if (issued === undefined) throw new Error('no captcha cookie');
  return { cookie: issued, image: (answer.body.value as { image: string }).image };
}

export async function captchaAnswer(app: App, cookie: string): Promise<string> {
  const answer = await call(app, '/dev/captcha', { headers: { Cookie: cookie } });
  return (answer.body.value as { answer: string }).answer;
}

/** The last code "sent" to a number, read from the development SMS outbox. */
export async function lastSmsCode(app: App, mobile: string): Promise<string> {
  const answer = await call(app, `/dev/sms-outbox?mobile=${mobile}`);
  const [latest] = answer.body.value as { body: string }[];
  const code = /\b(\d{6})\b/.exec(latest?.body ?? '')?.[1];
  if (code === undefined) throw new Error(`no SMS code for ${mobile}`);
  return code;
}
