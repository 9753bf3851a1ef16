import type { Hono } from 'hono';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { outbox, rateLimits } from '../../server/db/schema.ts';
import type { AppEnv } from '../../server/http/app-env.ts';
import {
  SMS_PER_NUMBER_PER_DAY,
  SMS_PER_NUMBER_PER_REQUESTER_PER_DAY,
} from '../../server/services/sms-verification.ts';
import { DEMO_ACCOUNTS, resetAccounts } from './helpers/accounts.ts';
import { sessionToken } from './helpers/games.ts';
import { call, createTestApp, type JsonAnswer } from './helpers/test-app.ts';
import { openTestDatabase, type TestDatabase } from './helpers/test-db.ts';

// Security probe round, Low finding 1 (server/README.md "SMS requests and number enumeration"):
// anyone could use up a number's 5 texts a day from one address. Each address (IPv6 by its /64) and
// each session now has a share of a number's day; the number's own cap stays.

let database: TestDatabase;
const { member, secondMember: member2 } = DEMO_ACCOUNTS;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => database.close());
beforeEach(async () => {
  await resetAccounts(database.db);
  await database.db.delete(rateLimits);
});

/** The app as a caller at one address sees it, with the production limits (no development multiplier). */
const from = (address: string): Hono<AppEnv> =>
  createTestApp(database.db, { devTools: false, clientIp: () => address });
const ask = (app: Hono<AppEnv>, mobileNum: string, headers: Record<string, string> = {}) =>
  call(app, '/wps/verification/sms/noLogin', { method: 'POST', body: { mobileNum }, headers });
/** Moves every code two minutes into the past: the 60 s resend window is not what these tests are about. */
const later = () =>
  database.db.execute(
    sql`update verification_codes set created_at = created_at - interval '2 minutes'`,
  );
const textsTo = async (mobileNum: string) =>
  (await database.db.select().from(outbox)).filter((row) => row.recipient === mobileNum).length;

async function askTimes(
  app: Hono<AppEnv>,
  mobileNum: string,
  times: number,
  headers: Record<string, string> = {},
): Promise<number[]> {
  const statuses: number[] = [];
  for (let n = 0; n < times; n += 1) {
    statuses.push((await ask(app, mobileNum, headers)).status);
    await later();
  }
  return statuses;
}

describe("per-requester shares of a number's texts", () => {
  it(`lets one address make a number receive ${SMS_PER_NUMBER_PER_REQUESTER_PER_DAY} texts a day, not all ${SMS_PER_NUMBER_PER_DAY} of its day`, async () => {
    const attacker = from('10.70.0.1');
    expect(
      await askTimes(attacker, member.mobileNum, SMS_PER_NUMBER_PER_REQUESTER_PER_DAY),
    ).toEqual([200, 200, 200]);
    const refused = await ask(attacker, member.mobileNum);
    expect(refused.status).toBe(429);
    expect(refused.body.errorCode).toBe('too.many.requests');
    // Until a day after this address's first text to the number.
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(23 * 3600);
    // The owner, elsewhere, still gets a code; the address may still ask for another number.
    expect((await ask(from('10.70.0.2'), member.mobileNum)).status).toBe(200);
    expect((await ask(attacker, member2.mobileNum)).status).toBe(200);
    expect(await textsTo(member.mobileNum)).toBe(SMS_PER_NUMBER_PER_REQUESTER_PER_DAY + 1);
  });

  it('counts an IPv6 caller by its /64', async () => {
    for (let n = 0; n < SMS_PER_NUMBER_PER_REQUESTER_PER_DAY; n += 1) {
      expect((await ask(from(`2001:db8:7:1::${n + 1}`), member.mobileNum)).status).toBe(200);
      await later();
    }
    expect((await ask(from('2001:db8:7:1::99'), member.mobileNum)).status).toBe(429);
    expect((await ask(from('2001:db8:7:2::1'), member.mobileNum)).status).toBe(200);
  });

  it(`keeps the cap of ${SMS_PER_NUMBER_PER_DAY} per number however many addresses ask`, async () => {
    expect(await askTimes(from('10.71.0.1'), member.mobileNum, 3)).toEqual([200, 200, 200]);
    expect(await askTimes(from('10.71.0.2'), member.mobileNum, 3)).toEqual([200, 200, 429]);
    const third = await ask(from('10.71.0.3'), member.mobileNum);
    expect(third.status).toBe(429);
    expect(await textsTo(member.mobileNum)).toBe(SMS_PER_NUMBER_PER_DAY);
  });

  it('counts a logged-in caller by its session too, from whatever address', async () => {
    const token = await sessionToken(database, member2.userName);
    const statuses: number[] = [];
    for (let n = 0; n < SMS_PER_NUMBER_PER_REQUESTER_PER_DAY + 1; n += 1) {
      statuses.push(
        (await ask(from(`10.72.0.${n + 1}`), member.mobileNum, { Authorization: token })).status,
      );
      await later();
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    // A stale or unknown token is no error on this call, and counts as no session.
    expect(
      (await ask(from('10.72.0.9'), member.mobileNum, { Authorization: 'not-a-session' })).status,
    ).toBe(200);
  });

  it('answers a used-up share alike for a number with or without an account', async () => {
    const shape = (answer: JsonAnswer) => [
      answer.status,
      answer.body.errorCode,
      Object.keys((answer.body.value as object | undefined) ?? {}),
    ];
    const caller = from('10.73.0.1');
    await askTimes(caller, member.mobileNum, 3);
    await askTimes(caller, '01898765432', 3);
    expect(shape(await ask(caller, member.mobileNum))).toEqual(
      shape(await ask(caller, '01898765432')),
    );
    expect(shape(await ask(caller, member.mobileNum))).toEqual([
      429,
      'too.many.requests',
      ['expirationTime', 'retryAfter'],
    ]);
  });
});
