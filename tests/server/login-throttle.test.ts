import { eq, sql } from 'drizzle-orm';
import { loginFailures } from '../../server/db/schema.ts';
import type { Hono } from 'hono';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
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
import { call, createTestApp, overrideSite } from './helpers/test-app.ts';
import { openTestDatabase, type TestDatabase } from './helpers/test-db.ts';

// Password guessing against one account is limited whatever address the guesses come from, and an
// IPv6 caller is counted by its /64, not by each of its 2^64 addresses.

let database: TestDatabase;
const { member } = DEMO_ACCOUNTS;
let address = 0;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => database.close());
beforeEach(async () => {
  await resetAccounts(database.db);
});

/** An app whose every request comes from a new address in its own IPv6 /64 (a botnet, as far as per-address limits can tell). */
function everyCallElsewhere(): Hono<AppEnv> {
  return createTestApp(database.db, {
    devTools: true,
    clientIp: () => `2001:db8:${(address++).toString(16)}::1`,
  });
}

/** A login with a solved captcha, as a script with a person (or a reader) solving every picture would make. */
async function guess(app: Hono<AppEnv>, password: string) {
  const { cookie } = await newCaptcha(app);
  const captcha = await captchaAnswer(app, cookie);
  return login(app, member.userName, password, { Cookie: cookie }, { captcha });
}

describe('per-account login throttle', () => {
  it('refuses guesses at one account from many addresses once five have failed, the right password too, with Retry-After', async () => {
    const app = everyCallElsewhere();
    for (let i = 0; i < 5; i += 1)
      expect((await guess(app, `Wrong${i}234`)).body.errorCode).toBe('user.or.token.invalid');
    for (let i = 0; i < 20; i += 1) {
      const refused = await guess(app, i === 19 ? member.password : `Again${i}234`);
      expect(refused.status).toBe(429);
      expect(refused.body).toMatchObject({
        success: false,
        errorCode: 'too.many.requests',
        value: { captcha: true },
      });
      expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
      expect(Number(refused.headers.get('Retry-After'))).toBeLessThanOrEqual(30);
    }
    // Refused attempts are not counted: the wait stays at its first step, 30 s.
    const [row] = await database.db
      .select()
      .from(loginFailures)
      .where(eq(loginFailures.key, `user:${member.userName}`));
    expect(row?.failures).toBe(5);
  });

  it('counts parallel guesses before comparing them: at most five are compared', async () => {
    const app = everyCallElsewhere();
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => login(app, member.userName, `Parallel${i}1`)),
    );
    const compared = answers.filter(
      (answer) => answer.body.errorCode === 'user.or.token.invalid',
    ).length;
    const refused = answers.filter(
      (answer) => answer.status === 429 || answer.body.errorCode === 'captcha.required',
    ).length;
    expect(compared).toBeLessThanOrEqual(5);
    expect(compared + refused).toBe(12);
  });

  it('lets a burst of right passwords in from many addresses: none is asked for a captcha or made to wait', async () => {
    const app = everyCallElsewhere();
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => login(app, member.userName, member.password)),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array.from({ length: 8 }, () => 200));
    // Nothing is left counted against the account.
    expect(
      await database.db
        .select()
        .from(loginFailures)
        .where(eq(loginFailures.key, `user:${member.userName}`)),
    ).toEqual([]);
  });

  it('keeps no check in flight after a wrong password, and a lost one frees its slot after 30 s', async () => {
    const app = everyCallElsewhere();
    await guess(app, 'Wrong0234');
    const key = `user:${member.userName}`;
    const [row] = await database.db.select().from(loginFailures).where(eq(loginFailures.key, key));
    expect(row).toMatchObject({ failures: 1, pending: 0 });
    // Five checks "in flight" from a process that died: the account is busy until they go stale.
    await database.db.execute(
      sql`update login_failures set pending = 5, pending_since = now() where key = ${key}`,
    );
    const busy = await guess(app, member.password);
    expect(busy.status).toBe(429);
    expect(busy.headers.get('Retry-After')).toBe('1');
    await database.db.execute(
      sql`update login_failures set pending_since = now() - interval '31 seconds' where key = ${key}`,
    );
    expect((await guess(app, member.password)).status).toBe(200);
  });

  it('lets the player in after the wait, and the wait doubles with each further failure up to 15 minutes', async () => {
    const app = everyCallElsewhere();
    for (let i = 0; i < 5; i += 1) await guess(app, `Wrong${i}234`);
    const key = `user:${member.userName}`;
    const age = async (seconds: number) =>
      database.db.execute(
        sql`update login_failures set last_failed_at = last_failed_at - make_interval(secs => ${seconds}) where key = ${key}`,
      );
    await age(31);
    expect((await guess(app, 'Wrong5234')).body.errorCode).toBe('user.or.token.invalid');
    const doubled = await guess(app, member.password);
    expect(doubled.status).toBe(429);
    expect(Number(doubled.headers.get('Retry-After'))).toBeGreaterThan(30);
    expect(Number(doubled.headers.get('Retry-After'))).toBeLessThanOrEqual(60);
    await database.db.execute(sql`update login_failures set failures = 40 where key = ${key}`);
    expect(
      Number((await guess(app, member.password)).headers.get('Retry-After')),
    ).toBeLessThanOrEqual(15 * 60);
    await age(15 * 60 + 1);
    expect((await guess(app, member.password)).status).toBe(200);
  });

  it('is lifted at once by setting a new password by phone', async () => {
    const app = everyCallElsewhere();
    for (let i = 0; i < 6; i += 1) await guess(app, `Wrong${i}234`);
    expect((await guess(app, member.password)).status).toBe(429);
    await overrideSite(app, {
      whitelabel: [
        { moduleId: 'VERIFICATION3', enabled: true },
        { moduleId: 'CHNGPASSVERIF3', enabled: true },
      ],
    });
    expect(
      (
        await call(app, '/wps/verification/sms/noLogin', {
          method: 'POST',
          body: { mobileNum: member.mobileNum },
        })
      ).status,
    ).toBe(200);
    const verificationCode = await lastSmsCode(app, member.mobileNum);
    const reset = await encryptedCall(app, '/wps/member/password/verification', {
      mobileNum: member.mobileNum,
      verificationCode,
      newPassword: 'Fresh5678',
    });
    expect(reset.status).toBe(200);
    expect((await guess(app, 'Fresh5678')).status).toBe(200);
  });
});

describe('IPv6 callers', () => {
  it('share one rate-limit counter per /64', async () => {
    let n = 0;
    const sameSubnet = createTestApp(database.db, {
      devTools: false,
      clientIp: () => `2001:db8:aa:bb::${(n++).toString(16)}`,
    });
    const answers: number[] = [];
    for (let i = 0; i < 21; i += 1)
      answers.push(
        (await call(sameSubnet, '/wps/session/login/freeplay', { method: 'POST' })).status,
      );
    expect(answers.slice(0, 20).every((status) => status === 200)).toBe(true);
    expect(answers[20]).toBe(429);
    const otherSubnet = createTestApp(database.db, {
      devTools: false,
      clientIp: () => '2001:db8:aa:bc::1',
    });
    expect(
      (await call(otherSubnet, '/wps/session/login/freeplay', { method: 'POST' })).status,
    ).toBe(200);
  });
});
