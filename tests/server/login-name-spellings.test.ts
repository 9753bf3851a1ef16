import { like } from 'drizzle-orm';
import fc from 'fast-check';
import type { Hono } from 'hono';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { insertMember } from '../../server/db/queries/members.ts';
import { loginFailures } from '../../server/db/schema.ts';
import type { AppEnv } from '../../server/http/app-env.ts';
import { hashPassword } from '../../server/services/password-hash.ts';
import { userNameKey } from '../../server/services/user-name-key.ts';
import { captchaAnswer, login, newCaptcha, resetAccounts } from './helpers/accounts.ts';
import { createTestApp } from './helpers/test-app.ts';
import { openTestDatabase, type TestDatabase } from './helpers/test-db.ts';

// One account, one key, one failed-login counter (server/README.md "Password guessing"): every way of
// writing a user name that reaches the account counts on the account's one counter, and a way that
// does not reach it does not log in.

const NAME = 'mistik01';
const PASSWORD = 'Mistik123';
/** Spellings that fold to the account's key: case, Turkish dotted and dotless i, full-width, i plus a combining dot. */
const SPELLINGS = [
  'MISTIK01',
  'MİSTİK01',
  'mıstık01',
  'ｍｉｓｔｉｋ０１',
  'mi\u0307stik01',
  'Mistik01',
];
/** Spellings of other names: an accented i, a look-alike l for the 1, a Cyrillic і. */
const OTHERS = ['místik01', 'mistik0l', 'm\u0456stik01'];

let database: TestDatabase;
let address = 0;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => database.close());

/** Every request from a new address in its own /64, so only the account's counter links them. */
const everyCallElsewhere = (): Hono<AppEnv> =>
  createTestApp(database.db, { clientIp: () => `2001:db8:${(address++).toString(16)}::1` });

async function guess(app: Hono<AppEnv>, userName: string, password: string) {
  const { cookie } = await newCaptcha(app);
  return login(
    app,
    userName,
    password,
    { Cookie: cookie },
    { captcha: await captchaAnswer(app, cookie) },
  );
}

describe('the user-name key', () => {
  it('folds every spelling of the account to its name, and no other spelling', () => {
    for (const spelling of SPELLINGS) expect(userNameKey(spelling)).toBe(NAME);
    for (const other of OTHERS) expect(userNameKey(other)).not.toBe(NAME);
  });

  it('is its own key: a key folded again stays the same', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 12 }), (name) => {
        const key = userNameKey(name);
        expect(userNameKey(key)).toBe(key);
      }),
      { numRuns: 300 },
    );
  });
});

describe('login by any spelling', () => {
  beforeEach(async () => {
    await resetAccounts(database.db);
    await insertMember(database.db, {
      userName: NAME,
      passwordHash: await hashPassword(PASSWORD),
      merchantCode: 'bdbt',
    });
  });

  it('lets every spelling that folds to the name in, and answers the stored name', async () => {
    const app = everyCallElsewhere();
    for (const spelling of SPELLINGS) {
      const answer = await login(app, spelling, PASSWORD);
      expect(answer.status, spelling).toBe(200);
      expect(answer.body.value).toMatchObject({ userName: NAME });
    }
  });

  it('keeps other spellings out even with the right password', async () => {
    const app = everyCallElsewhere();
    for (const other of OTHERS)
      expect((await login(app, other, PASSWORD)).body.errorCode, other).toBe(
        'user.or.token.invalid',
      );
  });

  it('counts wrong passwords over mixed spellings on one counter: the sixth waits as after six of one spelling', async () => {
    const app = everyCallElsewhere();
    for (const [i, spelling] of SPELLINGS.slice(0, 5).entries()) {
      expect((await guess(app, spelling, `Wrong${i}234`)).body.errorCode, spelling).toBe(
        'user.or.token.invalid',
      );
    }
    const sixth = await guess(app, SPELLINGS[5] ?? NAME, PASSWORD);
    expect(sixth.status).toBe(429);
    expect(Number(sixth.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(Number(sixth.headers.get('Retry-After'))).toBeLessThanOrEqual(30);
    // One counter holds all five; no spelling made one of its own.
    const counters = await database.db
      .select()
      .from(loginFailures)
      .where(like(loginFailures.key, 'user:%'));
    expect(counters.map((row) => [row.key, row.failures])).toEqual([[`user:${NAME}`, 5]]);
  });
});
