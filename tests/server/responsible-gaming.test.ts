import { eq } from 'drizzle-orm';
import * as z from 'zod/mini';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  depositLimitsSchema,
  playSessionSchema,
  selfExclusionSchema,
  type DepositLimits,
} from '../../shared/contract/calls/responsible-gaming.ts';
import { accountEvents, depositOrders, members } from '../../server/db/schema.ts';
import { findLedgerMismatches } from '../../server/services/cashier/ledger.ts';
import { periodStart } from '../../server/services/responsible-gaming/bangladesh-periods.ts';
import {
  changeDepositLimit,
  checkDepositLimits,
  depositLimits,
} from '../../server/services/responsible-gaming/deposit-limits.ts';
import { encryptedCall, lastSmsCode, login } from './helpers/accounts.ts';
import {
  cashierApp,
  depositBody,
  fund,
  newKey,
  newMember,
  postDeposit,
  type TestMember,
} from './helpers/cashier.ts';
import { sessionToken } from './helpers/games.ts';
import { call, type JsonAnswer } from './helpers/test-app.ts';
import { openTestDatabase, type TestDatabase } from './helpers/test-db.ts';

// Responsible gaming (requirements D5, docs/api.md "Rewards and security"): deposit limits in the
// Bangladesh calendar held by the cashier's deposit even under 20 parallel orders, the session
// reminder, and a self-exclusion that ends every session and refuses logins until its end.

let database: TestDatabase;
let app: ReturnType<typeof cashierApp>;

beforeAll(async () => {
  database = await openTestDatabase();
  app = cashierApp(database.db);
}, 60_000);
afterAll(async () => database.close());

const HOUR = 60 * 60_000;

function auth(token: string): Record<string, string> {
  return { Authorization: token };
}

async function putLimit(token: string, body: unknown): Promise<JsonAnswer> {
  return call(app, '/wps/security/limits', { method: 'PUT', body, headers: auth(token) });
}

function limitsOf(answer: JsonAnswer): DepositLimits {
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return z.parse(depositLimitsSchema, answer.body.value);
}

function day(limits: DepositLimits) {
  return limits.limits.find((limit) => limit.period === 'day');
}

async function eventsOf(userName: string) {
  return database.db
    .select({ kind: accountEvents.kind, detail: accountEvents.detail })
    .from(accountEvents)
    .where(eq(accountEvents.userName, userName))
    .orderBy(accountEvents.id);
}

describe('Bangladesh periods (requirements D5.1)', () => {
  it('starts the day at 00:00, the week on Monday and the month on the 1st, at UTC+6', () => {
    // Wednesday 2026-12-09 00:01 in Dhaka is Tuesday 18:01 UTC.
    const now = new Date('2026-12-08T18:01:00Z');
    expect(periodStart('day', now).toISOString()).toBe('2026-12-08T18:00:00.000Z');
    expect(periodStart('week', now).toISOString()).toBe('2026-12-06T18:00:00.000Z');
    expect(periodStart('month', now).toISOString()).toBe('2026-11-30T18:00:00.000Z');
    // A minute before, it is still Tuesday in Dhaka.
    const before = new Date('2026-12-08T17:59:00Z');
    expect(periodStart('day', before).toISOString()).toBe('2026-12-07T18:00:00.000Z');
    // Monday 00:00 in Dhaka starts its own week; Sunday belongs to the week before.
    expect(periodStart('week', new Date('2026-12-06T18:00:00Z')).toISOString()).toBe(
      '2026-12-06T18:00:00.000Z',
    );
    expect(periodStart('week', new Date('2026-12-06T17:59:59Z')).toISOString()).toBe(
      '2026-11-29T18:00:00.000Z',
    );
  });

  it('counts a deposit at 23:59 Dhaka in that day and not in the next', async () => {
    const member = await newMember(database.db);
    await changeDepositLimit(database.db, member.userName, { period: 'day', amount: '1000' });
    const placed = await postDeposit(app, member.token, depositBody({ amount: '600.00' }));
    expect(placed.status).toBe(200);
    // The order was placed at 23:59 Dhaka time on 8 December.
    await database.db
      .update(depositOrders)
      .set({ createdAt: new Date('2026-12-08T17:59:00Z') })
      .where(eq(depositOrders.userName, member.userName));
    const sameDay = new Date('2026-12-08T17:59:30Z');
    const nextDay = new Date('2026-12-08T18:01:00Z');
    expect(day(await depositLimits(database.db, member.userName, sameDay))?.used).toBe('600.00');
    expect(day(await depositLimits(database.db, member.userName, nextDay))?.used).toBe('0.00');
    await expect(
      checkDepositLimits(database.db, member.userName, '500.00', sameDay),
    ).rejects.toMatchObject({ code: 'deposit.limit.exceeded', value: { period: 'day' } });
    await expect(
      checkDepositLimits(database.db, member.userName, '1000.00', nextDay),
    ).resolves.toBeUndefined();
  });
});

describe('deposit limits (requirements D5.1)', () => {
  it('applies a first or lower limit at once and a raise or removal 24 hours later', async () => {
    const member = await newMember(database.db);
    const set = limitsOf(await putLimit(member.token, { period: 'day', amount: '1000' }));
    expect(set.limits.map((limit) => limit.period)).toEqual(['day', 'week', 'month']);
    expect(day(set)).toEqual({ period: 'day', amount: '1000.00', pending: null, used: '0.00' });

    const lowered = limitsOf(await putLimit(member.token, { period: 'day', amount: '500.5' }));
    expect(day(lowered)?.amount).toBe('500.50');

    const now = new Date();
    const raised = await changeDepositLimit(
      database.db,
      member.userName,
      { period: 'day', amount: '2000.00' },
      now,
    );
    const from = new Date(now.getTime() + 24 * HOUR).toISOString();
    expect(day(raised)).toMatchObject({ amount: '500.50', pending: { amount: '2000.00', from } });
    // Still the old limit a minute before the day passes; the raise after it.
    const almost = new Date(now.getTime() + 24 * HOUR - 60_000);
    expect(day(await depositLimits(database.db, member.userName, almost))?.amount).toBe('500.50');
    const after = new Date(now.getTime() + 24 * HOUR);
    expect(day(await depositLimits(database.db, member.userName, after))).toMatchObject({
      amount: '2000.00',
      pending: null,
    });

    // Removing waits too; lowering meanwhile applies at once and drops the waiting change.
    const removing = limitsOf(await putLimit(member.token, { period: 'day', amount: null }));
    expect(day(removing)).toMatchObject({ amount: '500.50', pending: { amount: null } });
    const lower = limitsOf(await putLimit(member.token, { period: 'day', amount: '100' }));
    expect(day(lower)).toMatchObject({ amount: '100.00', pending: null });

    expect((await eventsOf(member.userName)).map((event) => event.kind)).toEqual([
      'depositLimit.set',
      'depositLimit.set',
      'depositLimit.pending',
      'depositLimit.pending',
      'depositLimit.set',
    ]);
  });

  it('refuses a deposit above a limit with the period and what is left', async () => {
    const member = await newMember(database.db);
    limitsOf(await putLimit(member.token, { period: 'week', amount: '1000' }));
    expect((await postDeposit(app, member.token, depositBody({ amount: '700.00' }))).status).toBe(
      200,
    );
    const refused = await postDeposit(app, member.token, depositBody({ amount: '300.01' }));
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      success: false,
      errorCode: 'deposit.limit.exceeded',
      value: { period: 'week', remaining: '300.00' },
    });
    expect((await postDeposit(app, member.token, depositBody({ amount: '300.00' }))).status).toBe(
      200,
    );
    const full = await postDeposit(app, member.token, depositBody({ amount: '500.00' }));
    expect(full.body).toMatchObject({ value: { period: 'week', remaining: '0.00' } });
    expect(
      day(limitsOf(await call(app, '/wps/security/limits', { headers: auth(member.token) }))),
    ).toMatchObject({ amount: null, used: '1000.00' });
  });

  it('lets exactly the room through when 20 orders race, and answers a repeated key once', async () => {
    const member = await newMember(database.db, '100.00');
    limitsOf(await putLimit(member.token, { period: 'day', amount: '2000' }));
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        postDeposit(app, member.token, depositBody({ amount: '200.00' })),
      ),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(10);
    const refused = answers.filter((answer) => answer.status !== 200);
    expect(refused).toHaveLength(10);
    for (const answer of refused)
      expect(answer.body).toMatchObject({
        errorCode: 'deposit.limit.exceeded',
        value: { period: 'day', remaining: '0.00' },
      });

    // 20 repeats of one key against a fresh limit: one order, every answer the same order.
    const other = await newMember(database.db);
    limitsOf(await putLimit(other.token, { period: 'day', amount: '300' }));
    const key = newKey();
    const body = depositBody({ amount: '200.00' });
    const repeats = await Promise.all(
      Array.from({ length: 20 }, () => postDeposit(app, other.token, body, key)),
    );
    expect(repeats.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    const numbers = new Set(
      repeats.map((answer) => (answer.body.value as { orderNo: string }).orderNo),
    );
    expect(numbers.size).toBe(1);
    const orders = await database.db
      .select()
      .from(depositOrders)
      .where(eq(depositOrders.userName, other.userName));
    expect(orders).toHaveLength(1);
    expect(await findLedgerMismatches(database.db)).toEqual([]);
  }, 20_000);

  it('answers bad input with the envelope', async () => {
    const member = await newMember(database.db);
    const bad: unknown[] = [
      { period: 'day', amount: '0' },
      { period: 'day', amount: '0.00' },
      { period: 'day', amount: '-5' },
      { period: 'day', amount: '1e3' },
      { period: 'day', amount: '12.345' },
      { period: 'day', amount: '9999999999999' },
      { period: 'day', amount: 100 },
      { period: 'year', amount: '100' },
      { period: 'day\u0000', amount: '100' },
      { amount: '100' },
      { period: 'day' },
      'day',
    ];
    for (const body of bad) {
      const answer = await putLimit(member.token, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body).toMatchObject({ success: false, errorCode: 'request_param_err' });
    }
    const zero = await putLimit(member.token, { period: 'day', amount: '0' });
    expect(zero.body.value).toMatchObject({ fields: [{ field: 'amount' }] });
    for (const body of [{ minutes: 45 }, { minutes: '30' }, {}, { minutes: -30 }]) {
      const answer = await call(app, '/wps/security/session-reminder', {
        method: 'PUT',
        body,
        headers: auth(member.token),
      });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body).toMatchObject({ success: false, errorCode: 'request_param_err' });
    }
    const exclusion = await encryptedCall(
      app,
      '/wps/security/self-exclusion',
      { period: '1y', loginPassword: member.password },
      { headers: auth(member.token) },
    );
    expect(exclusion.status).toBe(400);
    expect(exclusion.body).toMatchObject({ success: false, errorCode: 'request_param_err' });
  });

  it('refuses trial players and visitors', async () => {
    const trial = await sessionToken(database, 'rgtrial', 4);
    for (const answer of [
      await call(app, '/wps/security/limits', { headers: auth(trial) }),
      await putLimit(trial, { period: 'day', amount: '100' }),
      await call(app, '/wps/security/session', { headers: auth(trial) }),
    ])
      expect(answer.body).toMatchObject({ success: false, errorCode: 'trial.not.allowed' });
    const visitor = await call(app, '/wps/security/limits');
    expect(visitor.status).toBe(401);
    expect(visitor.body).toMatchObject({ errorCode: 'login.not.session' });
  });
});

describe('session reminder (requirements D5.2)', () => {
  it('saves the minutes and answers the session start and its net result', async () => {
    const member = await newMember(database.db);
    for (const minutes of [30, 120, null]) {
      const saved = await call(app, '/wps/security/session-reminder', {
        method: 'PUT',
        body: { minutes },
        headers: auth(member.token),
      });
      expect(saved.body).toMatchObject({ success: true, value: { minutes } });
    }
    await call(app, '/wps/security/session-reminder', {
      method: 'PUT',
      body: { minutes: 60 },
      headers: auth(member.token),
    });
    const [row] = await database.db
      .select({ minutes: members.sessionReminderMinutes })
      .from(members)
      .where(eq(members.userName, member.userName));
    expect(row?.minutes).toBe(60);
    const session = await call(app, '/wps/security/session', { headers: auth(member.token) });
    const value = z.parse(playSessionSchema, session.body.value);
    expect(value.minutes).toBe(60);
    expect(value.netResult).toBe('0.00');
    expect(Math.abs(Date.parse(value.startedAt) - Date.now())).toBeLessThan(60_000);
    expect(
      (await eventsOf(member.userName)).filter((event) => event.kind === 'sessionReminder.set'),
    ).toHaveLength(4);
  });
});

describe('self-exclusion (requirements D5.3)', () => {
  async function exclude(member: TestMember, body: unknown): Promise<JsonAnswer> {
    return encryptedCall(app, '/wps/security/self-exclusion', body, {
      headers: auth(member.token),
    });
  }

  it('ends every session at once and refuses logins until its end', async () => {
    const member = await newMember(database.db);
    await fund(database.db, member.userName, '10.00');
    const second = await login(app, member.userName, member.password);
    const secondToken = (second.body.value as { token: string }).token;

    const wrong = await exclude(member, { period: '24h', loginPassword: 'Wrong1234' });
    expect(wrong.body).toMatchObject({ success: false, errorCode: 'user.or.token.invalid' });

    const started = Date.now();
    const answer = await exclude(member, { period: '24h', loginPassword: member.password });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const { until } = z.parse(selfExclusionSchema, answer.body.value);
    expect(Date.parse(until) - started).toBeGreaterThanOrEqual(24 * HOUR - 1_000);
    expect(Date.parse(until) - started).toBeLessThan(24 * HOUR + 10_000);

    for (const token of [member.token, secondToken]) {
      const old = await call(app, '/wps/security/limits', { headers: auth(token) });
      expect(old.status).toBe(401);
      expect(old.body).toMatchObject({ errorCode: 'login.not.session' });
    }
    const refused = await login(app, member.userName, member.password);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      success: false,
      errorCode: 'account.self.excluded',
      value: { until },
    });
    expect(
      (await eventsOf(member.userName)).filter((event) => event.kind === 'selfExclusion.started'),
    ).toEqual([{ kind: 'selfExclusion.started', detail: { period: '24h', until } }]);
  });

  it('refuses the ways in by phone too: an SMS-code login, and a new password by phone changes nothing', async () => {
    const member = await newMember(database.db);
    // A number of this member's own (the demo members' are taken): 01 and 9 digits, unique per run.
    const mobileNum = `019${String(Date.now() % 100_000_000).padStart(8, '0')}`;
    await database.db
      .update(members)
      .set({ countryDialingCode: '880', mobileNum })
      .where(eq(members.userName, member.userName));
    const answer = await exclude(member, { period: '24h', loginPassword: member.password });
    const { until } = z.parse(selfExclusionSchema, answer.body.value);
    const [before] = await database.db
      .select({ hash: members.passwordHash })
      .from(members)
      .where(eq(members.userName, member.userName));

    const sendCode = () =>
      call(app, '/wps/verification/sms/noLogin', { method: 'POST', body: { mobileNum } });
    expect((await sendCode()).status).toBe(200);
    const code = await lastSmsCode(app, mobileNum);
    const byPhone = await encryptedCall(app, '/wps/member/password/verification', {
      mobileNum,
      verificationCode: code,
      newPassword: 'Phone5678',
    });
    expect(byPhone.status).toBe(403);
    expect(byPhone.body).toMatchObject({ errorCode: 'account.self.excluded', value: { until } });
    const [after] = await database.db
      .select({ hash: members.passwordHash })
      .from(members)
      .where(eq(members.userName, member.userName));
    expect(after?.hash).toBe(before?.hash);
    // The refusal used nothing up: the same code still reaches the SMS login, refused in turn.
    const smsLogin = await encryptedCall(app, '/wps/session/login', {
      type: 'sms',
      mobileNum,
      countryDialingCode: '880',
      verificationCode: code,
    });
    expect(smsLogin.status).toBe(403);
    expect(smsLogin.body).toMatchObject({ errorCode: 'account.self.excluded', value: { until } });
  });

  it('runs one at a time: a second is refused with the end of the first', async () => {
    const member = await newMember(database.db);
    const first = await exclude(member, { period: '7d', loginPassword: member.password });
    const { until } = z.parse(selfExclusionSchema, first.body.value);
    // The session is gone, so a second needs one opened behind the exclusion's back.
    const token = await sessionToken(database, member.userName, 0);
    const second = await encryptedCall(
      app,
      '/wps/security/self-exclusion',
      { period: '24h', loginPassword: member.password },
      { headers: auth(token) },
    );
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({ errorCode: 'self.exclusion.active', value: { until } });
  });
});
