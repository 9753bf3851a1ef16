import { eq, like } from 'drizzle-orm';
import type { Hono } from 'hono';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loginFailures } from '../../server/db/schema.ts';
import type { AppEnv } from '../../server/http/app-env.ts';
import {
  DEMO_ACCOUNTS,
  captchaAnswer,
  encryptedCall,
  lastSmsCode,
  login,
  newCaptcha,
  resetAccounts,
} from './helpers/accounts.ts';
import { call, createTestApp } from './helpers/test-app.ts';
import { openTestDatabase, type TestDatabase } from './helpers/test-db.ts';

// The rightful owner cannot be kept out by someone else's guesses (server/README.md "Password
// guessing"): a browser that logged in before carries a signed device cookie, and its logins count on
// the cookie's own counter instead of waiting out the account's throttle.

let database: TestDatabase;
const { member, secondMember } = DEMO_ACCOUNTS;
let address = 0;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => database.close());
beforeEach(async () => {
  await resetAccounts(database.db);
});

/** Every request from a new address in its own /64: only the account's and the cookie's counters link them. */
const everyCallElsewhere = (): Hono<AppEnv> =>
  createTestApp(database.db, { clientIp: () => `2001:db8:${(address++).toString(16)}::1` });

/** The `login_device=…` pair a login answer sets, as a Cookie header value. */
function deviceCookieOf(answer: { headers: Headers }): string {
  const pair = /(?:^|, )(login_device=[^;]+)/.exec(answer.headers.get('Set-Cookie') ?? '')?.[1];
  if (pair === undefined) throw new Error('no device cookie set');
  return pair;
}

/** A login with a solved captcha (each attempt a new captcha client), carrying the device cookie when given. */
/** The failures the member's account counter holds (the account-wide throttle's row). */
async function accountFailures(): Promise<number | undefined> {
  const [row] = await database.db
    .select()
    .from(loginFailures)
    .where(eq(loginFailures.key, `user:${member.userName}`));
  return row?.failures;
}

async function guess(
  app: Hono<AppEnv>,
  password: string,
  device?: string,
  userName: string = member.userName,
) {
  const { cookie } = await newCaptcha(app);
  const captcha = await captchaAnswer(app, cookie);
  return login(
    app,
    userName,
    password,
    { Cookie: device === undefined ? cookie : `${cookie}; ${device}` },
    { captcha },
  );
}

/** The owner logs in once (setting the cookie), then an attacker fails until the account waits. */
async function ownerThenAttacker(app: Hono<AppEnv>): Promise<string> {
  const first = await login(app, member.userName, member.password);
  expect(first.status).toBe(200);
  const device = deviceCookieOf(first);
  for (let i = 0; i < 5; i += 1)
    expect((await guess(app, `Wrong${i}234`)).body.errorCode).toBe('user.or.token.invalid');
  expect((await guess(app, member.password)).status).toBe(429);
  return device;
}

/**
 * The same state without spending the attacker's five password hashes: the account's counter as five
 * failures leave it (the throttle's own tests, login-throttle.test.ts, make it the long way).
 */
async function ownerThenWait(app: Hono<AppEnv>): Promise<string> {
  const first = await login(app, member.userName, member.password);
  expect(first.status).toBe(200);
  await database.db
    .insert(loginFailures)
    .values({ key: `user:${member.userName}`, failures: 5, lastFailedAt: new Date() });
  expect((await guess(app, member.password)).status).toBe(429);
  return deviceCookieOf(first);
}

describe('device cookie', () => {
  it('is set by a successful password login: httpOnly, SameSite=Strict, on the login path, for 180 days', async () => {
    const answer = await login(everyCallElsewhere(), member.userName, member.password);
    const header = answer.headers.get('Set-Cookie') ?? '';
    expect(header).toMatch(
      /^login_device=v1\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{22}\.\d+\.[A-Za-z0-9_-]{43};/,
    );
    expect(header).toContain('Max-Age=15552000');
    expect(header).toContain('Path=/wps/session/login');
    expect(header).toContain('HttpOnly');
    expect(header).toContain('SameSite=Strict');
    // Plain http here; https (or a trusted proxy's X-Forwarded-Proto) adds Secure, as for the captcha cookie.
    expect(header).not.toContain('Secure');
    const behindProxy = createTestApp(database.db, {
      trustProxy: true,
      clientIp: () => '192.0.2.1',
    });
    const secure = await login(behindProxy, member.userName, member.password, {
      'X-Forwarded-Proto': 'https',
    });
    expect(secure.headers.get('Set-Cookie')).toContain('Secure');
    // A wrong password sets none.
    expect(
      (await login(everyCallElsewhere(), member.userName, 'Wrong1234')).headers.get('Set-Cookie'),
    ).toBeNull();
  });

  it('lets the owner in from a device that logged in before while the account waits for an attacker', async () => {
    const app = everyCallElsewhere();
    const device = await ownerThenAttacker(app);
    const owner = await login(app, member.userName, member.password, { Cookie: device });
    expect(owner.status).toBe(200);
    expect(owner.body.value).toMatchObject({ userName: member.userName });
    // The account's wait goes on for everyone else.
    expect((await guess(app, member.password)).status).toBe(429);
    expect(await accountFailures()).toBe(5);
  });

  it('gives the cookie five wrong passwords of its own, then counts it as no cookie', async () => {
    const app = everyCallElsewhere();
    const device = await ownerThenWait(app);
    for (let i = 0; i < 5; i += 1)
      expect((await guess(app, `Mine${i}234`, device)).body.errorCode).toBe(
        'user.or.token.invalid',
      );
    // Used up: the right password now meets the account's wait like any other attempt.
    const locked = await guess(app, member.password, device);
    expect(locked.status).toBe(429);
    expect(locked.body).toMatchObject({ errorCode: 'too.many.requests', value: { captcha: true } });
    // Its failures never touched the account's counter.
    expect(await accountFailures()).toBe(5);
  });

  it('counts a forged or tampered cookie, and one of another account, as no cookie', async () => {
    const app = everyCallElsewhere();
    const other = deviceCookieOf(await login(app, secondMember.userName, secondMember.password));
    const device = await ownerThenWait(app);
    const [name, value] = device.split('=') as [string, string];
    const parts = value.split('.');
    const flip = (text: string) =>
      text.startsWith('A') ? `B${text.slice(1)}` : `A${text.slice(1)}`;
    const tampered = [
      `${name}=${parts.slice(0, 4).join('.')}.${flip(parts[4] ?? '')}`,
      `${name}=${[parts[0], parts[1], flip(parts[2] ?? ''), parts[3], parts[4]].join('.')}`,
      `${name}=${[parts[0], Buffer.from(secondMember.userName).toString('base64url'), ...parts.slice(2)].join('.')}`,
      `${name}=${[parts[0], parts[1], parts[2], String(Number(parts[3]) - 1), parts[4]].join('.')}`,
      `${name}=v1.forged`,
      other,
    ];
    for (const cookie of tampered)
      expect((await guess(app, member.password, cookie)).status, cookie).toBe(429);
    // The real one still works.
    expect((await guess(app, member.password, device)).status).toBe(200);
  });

  it('leaves the SMS-code login as it was: it lets the owner in while the account waits, without a cookie', async () => {
    const app = everyCallElsewhere();
    await ownerThenWait(app);
    expect(
      (
        await call(app, '/wps/verification/sms/noLogin', {
          method: 'POST',
          body: { mobileNum: member.mobileNum },
        })
      ).status,
    ).toBe(200);
    const verificationCode = await lastSmsCode(app, member.mobileNum);
    const sms = await encryptedCall(app, '/wps/session/login', {
      type: 'sms',
      mobileNum: member.mobileNum,
      verificationCode,
    });
    expect(sms.status).toBe(200);
    expect(sms.headers.get('Set-Cookie')).toBeNull();
  });

  it('compares at most five passwords from one cookie, however many arrive at once', async () => {
    const app = everyCallElsewhere();
    const device = await ownerThenWait(app);
    // Each parallel attempt with its own solved captcha, so only the counters can refuse it.
    const captchas = await Promise.all(
      Array.from({ length: 20 }, async () => {
        const { cookie } = await newCaptcha(app);
        return { cookie, captcha: await captchaAnswer(app, cookie) };
      }),
    );
    const answers = await Promise.all(
      captchas.map(({ cookie, captcha }, i) =>
        login(
          app,
          member.userName,
          `Burst${i}234`,
          { Cookie: `${cookie}; ${device}` },
          { captcha },
        ),
      ),
    );
    const compared = answers.filter(
      (answer) => answer.body.errorCode === 'user.or.token.invalid',
    ).length;
    expect(compared).toBeLessThanOrEqual(5);
    expect(answers.filter((answer) => answer.status === 429).length).toBe(20 - compared);
    const devices = await database.db
      .select()
      .from(loginFailures)
      .where(like(loginFailures.key, 'device:%'));
    expect(devices.map((row) => row.failures)).toEqual([compared]);
    // However many were compared, the cookie never gets more than five in all.
    for (let i = compared; i < 5; i += 1)
      expect((await guess(app, `Late${i}234`, device)).body.errorCode).toBe(
        'user.or.token.invalid',
      );
    expect((await guess(app, member.password, device)).status).toBe(429);
  });
});
