import type { Hono } from 'hono';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { outbox, verificationCodes } from '../../server/db/schema.ts';
import type { AppEnv } from '../../server/http/app-env.ts';
import { SMS_PER_NUMBER_PER_DAY } from '../../server/services/sms-verification.ts';
import { DEMO_ACCOUNTS, encryptedCall, resetAccounts } from './helpers/accounts.ts';
import { call, createTestApp, type JsonAnswer } from './helpers/test-app.ts';
import { openTestDatabase, type TestDatabase } from './helpers/test-db.ts';

let database: TestDatabase;
let app: Hono<AppEnv>;
const { member } = DEMO_ACCOUNTS;
const UNKNOWN = '01898765432';

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => database.close());
beforeEach(async () => {
  await resetAccounts(database.db);
  app = createTestApp(database.db);
});

const noLogin = (mobileNum: string) =>
  call(app, '/wps/verification/sms/noLogin', { method: 'POST', body: { mobileNum } });
const register = (mobileNum: string) =>
  call(app, '/wps/verification/sms/register', { method: 'POST', body: { mobileNum } });

/** What a caller can see of an answer, minus the clock: status, envelope keys and Retry-After. */
function shape(answer: JsonAnswer) {
  const value = answer.body.value as Record<string, unknown> | null | undefined;
  return {
    status: answer.status,
    success: answer.body.success,
    errorCode: answer.body.errorCode,
    message: answer.body.message,
    keys: value === null || value === undefined ? [] : Object.keys(value).sort(),
    retryAfter:
      answer.headers.get('Retry-After') === null
        ? null
        : Math.round(Number(answer.headers.get('Retry-After')) / 10),
  };
}

const smsSent = async () =>
  (await database.db.select().from(outbox)).filter((row) => row.channel === 'sms').length;

describe('POST /wps/verification/sms/noLogin does not tell registered numbers from unknown ones', () => {
  it('answers a second request within the resend window with the same 429 for both', async () => {
    const first = [await noLogin(member.mobileNum), await noLogin(UNKNOWN)];
    const second = [await noLogin(member.mobileNum), await noLogin(UNKNOWN)];
    expect(shape(first[0] as JsonAnswer)).toEqual(shape(first[1] as JsonAnswer));
    expect(first[0]?.status).toBe(200);
    expect(shape(second[0] as JsonAnswer)).toEqual(shape(second[1] as JsonAnswer));
    expect(second[1]?.status).toBe(429);
    expect(second[1]?.body.errorCode).toBe('too.many.requests');
    // Only the owner of an account gets a text.
    expect(await smsSent()).toBe(1);
  });

  it(`caps texts at ${SMS_PER_NUMBER_PER_DAY} per number per day, alike for both`, async () => {
    // Earlier codes of today, each outside the 60 s resend window.
    const earlier = (mobileNum: string) =>
      Array.from({ length: SMS_PER_NUMBER_PER_DAY }, (_, n) => ({
        purpose: 'noLogin' as const,
        countryDialingCode: '880',
        mobileNum,
        codeHash: 'x'.repeat(64),
        createdAt: new Date(Date.now() - (n + 2) * 60 * 60 * 1000),
        expiresAt: new Date(Date.now() - (n + 2) * 60 * 60 * 1000 + 5 * 60 * 1000),
      }));
    await database.db
      .insert(verificationCodes)
      .values([...earlier(member.mobileNum), ...earlier(UNKNOWN)]);
    const answers = [await noLogin(member.mobileNum), await noLogin(UNKNOWN)];
    expect(shape(answers[0] as JsonAnswer)).toEqual(shape(answers[1] as JsonAnswer));
    expect(answers[0]?.status).toBe(429);
    // The oldest of today's codes leaves the 24 hours in 18 h: that is when the next one may go.
    const retryAfter = Number(answers[0]?.headers.get('Retry-After'));
    expect(retryAfter).toBeGreaterThan(17 * 3600);
    expect(retryAfter).toBeLessThanOrEqual(18 * 3600);
    expect(await smsSent()).toBe(0);
  });

  it('sends one text when the same number is requested ten times at once', async () => {
    const answers = await Promise.all(Array.from({ length: 10 }, () => noLogin(member.mobileNum)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([
      200,
      ...Array<number>(9).fill(429),
    ]);
    await call(app, `/dev/sms-outbox?mobile=${member.mobileNum}`);
    expect(await smsSent()).toBe(1);
  });

  it('counts both kinds of number against the per-address limit the same way', async () => {
    const limited = createTestApp(database.db, { devTools: false, clientIp: () => '10.66.0.1' });
    const statuses: number[] = [];
    for (let n = 0; n < 12; n += 1) {
      const mobileNum = `0171${String(1_000_000 + n).slice(1)}${n % 2}`;
      statuses.push(
        (
          await call(limited, '/wps/verification/sms/noLogin', {
            method: 'POST',
            body: { mobileNum },
          })
        ).status,
      );
    }
    expect(statuses).toEqual([...Array<number>(10).fill(200), 429, 429]);
  });
});

describe('POST /wps/verification/sms/register does not tell registered numbers from free ones', () => {
  it('answers alike, and again alike within the resend window; the owner of a registered number gets a notice instead of a code', async () => {
    const first = [await register(member.mobileNum), await register(UNKNOWN)];
    expect(shape(first[0] as JsonAnswer)).toEqual(shape(first[1] as JsonAnswer));
    expect(first[0]?.status).toBe(200);
    const second = [await register(member.mobileNum), await register(UNKNOWN)];
    expect(shape(second[0] as JsonAnswer)).toEqual(shape(second[1] as JsonAnswer));
    expect(second[0]?.status).toBe(429);
    const texts = (await database.db.select().from(outbox)).filter((row) => row.channel === 'sms');
    expect(texts.map((row) => [row.recipient, /\b\d{6}\b/.test(row.body)]).sort()).toEqual([
      [member.mobileNum, false],
      [UNKNOWN, true],
    ]);
  });

  it('leaves the duplicate to the registration, which refuses the number on mobileNum', async () => {
    await register(member.mobileNum);
    const answer = await encryptedCall(
      app,
      '/wps/member/register/mobile',
      {
        mobileNum: member.mobileNum,
        password: 'Secret123',
        confirmPassword: 'Secret123',
        verificationCode: '123456',
      },
      { method: 'PUT' },
    );
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      errorCode: 'request_param_err',
      value: { fields: [{ field: 'mobileNum' }] },
    });
  });
});
