import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  announcements,
  depositOrders,
  promoCodes,
  promotionEntries,
} from '../../server/db/schema.ts';
import { runSeeds } from '../../server/db/seed/index.ts';
import { DEMO_PROMO_CODE, promoCodeSeeder } from '../../server/db/seed/promo-codes.ts';
import { findLedgerMismatches, listEntries } from '../../server/services/cashier/ledger.ts';
import { createPromoCode, type NewCode } from '../../server/services/promo-code/create-code.ts';
import type {
  PromoCodeRedeemed,
  PromoRedemptions,
} from '../../shared/contract/calls/promo-code.ts';
import { REWARD_LIMITS } from '../../shared/contract/rewards.ts';
import { newKey, newMember, valueOf, type TestMember } from './helpers/cashier.ts';
import { sessionToken } from './helpers/games.ts';
import { call, createTestApp, overrideSite, type JsonAnswer } from './helpers/test-app.ts';
import { openTestDatabase, type TestDatabase } from './helpers/test-db.ts';

// Promo codes (requirements D2, docs/api.md "Rewards and security"): the refusals in the rule's
// order, the bonus booked once, a promotion joined, guessing counted per member and per address,
// bad input answered with the envelope, and the total never passed by parallel redemptions. After
// every money scenario the ledger holds (requirements C2.2).

let database: TestDatabase;
type App = ReturnType<typeof createTestApp>;
let app: App;

/** Each test's callers come from addresses of their own, so the per-address counter stays apart. */
const fromHeader = (c: { req: { header(name: string): string | undefined } }) =>
  c.req.header('X-Test-Ip') ?? '198.51.100.1';
let addressCounter = 0;
const newAddress = () => {
  addressCounter += 1;
  return `203.0.113.${addressCounter}`;
};

let codeCounter = 0;
/** A code of its own for one test (the name stays within 4–20 letters and digits). */
async function newCode(fields: Omit<NewCode, 'code'> = { bonusAmount: '100.00' }) {
  codeCounter += 1;
  return createPromoCode(database.db, { code: `T${process.pid % 1000}X${codeCounter}`, ...fields });
}

beforeAll(async () => {
  database = await openTestDatabase();
  // The two promotions the demo codes and the control's refusals name (content-promotions.ts), without
  // the whole content seed.
  const promotion = (id: number, type: 'JOIN' | 'APPLY', titleEn: string) => ({
    id,
    kind: 'promotion' as const,
    titleBn: `প্রচার ${id}`,
    titleEn,
    startsAt: new Date(Date.now() - 86_400_000),
    promotionType: type,
    sortOrder: id,
  });
  await database.db
    .insert(announcements)
    .values([
      promotion(102, 'JOIN', 'Daily reload bonus: 10% every day'),
      promotion(104, 'APPLY', 'Refer a friend'),
    ]);
  await runSeeds(database.db, [promoCodeSeeder]);
  app = createTestApp(database.db, { clientIp: fromHeader });
}, 60_000);
afterAll(async () => database.close());

function redeem(
  target: App,
  member: Pick<TestMember, 'token'>,
  body: unknown,
  options: { key?: string | null; ip?: string; language?: string } = {},
): Promise<JsonAnswer> {
  const headers: Record<string, string> = {
    Authorization: member.token,
    'X-Test-Ip': options.ip ?? '198.51.100.1',
  };
  const key = options.key === undefined ? newKey() : options.key;
  if (key !== null) headers['Idempotency-Key'] = key;
  if (options.language !== undefined) headers.Language = options.language;
  return call(target, '/wps/rewards/promo-codes', { method: 'POST', body, headers });
}

function refusedWith(answer: JsonAnswer, status: number, errorCode: string) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  expect(answer.body).toMatchObject({ success: false, errorCode });
}

async function ledgerHolds() {
  expect(await findLedgerMismatches(database.db)).toEqual([]);
}

describe('the checks of requirements D2.2, in their order', () => {
  it('answers each refusal with its own code', async () => {
    const ip = newAddress();
    const member = await newMember(database.db);
    const other = await newMember(database.db);
    const usedUp = await newCode({ bonusAmount: '5.00', totalLimit: 1 });
    await redeem(app, other, { code: usedUp.code }, { ip: newAddress() });
    const once = await newCode({ bonusAmount: '5.00' });
    await redeem(app, member, { code: once.code }, { ip });

    const cases: [string, number, string][] = [
      ['NOSUCHCODE', 400, 'promo.code.invalid'],
      [
        (await newCode({ bonusAmount: '5.00', startsAt: new Date(Date.now() + 60_000) })).code,
        400,
        'promo.code.invalid',
      ],
      [
        (await newCode({ bonusAmount: '5.00', endsAt: new Date(Date.now() - 1) })).code,
        400,
        'promo.code.expired',
      ],
      [usedUp.code, 409, 'promo.code.exhausted'],
    ];
    for (const [code, status, errorCode] of cases) {
      const fresh = await newMember(database.db);
      refusedWith(await redeem(app, fresh, { code }, { ip }), status, errorCode);
    }
    refusedWith(await redeem(app, member, { code: once.code }, { ip }), 409, 'promo.code.used');
    const deposit = await newCode({ bonusAmount: '5.00', minDeposit: '500.00' });
    const poor = await redeem(app, member, { code: deposit.code }, { ip });
    refusedWith(poor, 409, 'promo.code.deposit.required');
    expect(poor.body.value).toEqual({ minDeposit: '500.00' });
  });

  it('checks expiry before the total, the total before the member, the member before deposits', async () => {
    const ip = newAddress();
    const first = await newMember(database.db);
    const second = await newMember(database.db);
    const code = await newCode({ bonusAmount: '5.00', totalLimit: 1, minDeposit: '0' });
    expect((await redeem(app, first, { code: code.code }, { ip })).status).toBe(200);
    // The first member has used it and it is used up: the total is the answer.
    refusedWith(await redeem(app, first, { code: code.code }, { ip }), 409, 'promo.code.exhausted');
    await database.db
      .update(promoCodes)
      .set({ endsAt: new Date(Date.now() - 1) })
      .where(eq(promoCodes.code, code.code));
    refusedWith(await redeem(app, second, { code: code.code }, { ip }), 400, 'promo.code.expired');
    // Used by this member and short of deposits: used comes first.
    const both = await newCode({ bonusAmount: '5.00', perMemberLimit: 1, minDeposit: '0' });
    expect((await redeem(app, second, { code: both.code }, { ip })).status).toBe(200);
    await database.db
      .update(promoCodes)
      .set({ minDeposit: '900.00' })
      .where(eq(promoCodes.code, both.code));
    refusedWith(await redeem(app, second, { code: both.code }, { ip }), 409, 'promo.code.used');
  });

  it('accepts the code once the approved deposits reach the minimum (pending ones do not count)', async () => {
    const member = await newMember(database.db);
    const code = await newCode({ bonusAmount: '20.00', minDeposit: '500.00' });
    const order = (status: 'pending' | 'approved', amount: string) => ({
      orderNo: `D${Date.now()}${Math.floor(Math.random() * 1e6)}`,
      userName: member.userName,
      channel: 'bkash',
      amount,
      payerNumber: '01712345678',
      transactionId: `TX${newKey().replaceAll('-', '').slice(0, 16).toUpperCase()}`,
      status,
      idempotencyKey: newKey(),
      requestHash: 'x',
    });
    await database.db
      .insert(depositOrders)
      .values([order('pending', '900.00'), order('approved', '499.99')]);
    const ip = newAddress();
    refusedWith(
      await redeem(app, member, { code: code.code }, { ip }),
      409,
      'promo.code.deposit.required',
    );
    await database.db.insert(depositOrders).values(order('approved', '0.01'));
    expect((await redeem(app, member, { code: code.code }, { ip })).status).toBe(200);
    await ledgerHolds();
  });
});

describe('a valid code', () => {
  it('books its bonus once as a bonus entry C<redemption id>; the next redemption is promo.code.used', async () => {
    const member = await newMember(database.db, '10.00');
    const key = newKey();
    const answer = await redeem(
      app,
      member,
      { code: ` ${DEMO_PROMO_CODE.toLowerCase()} ` },
      { key },
    );
    const value = valueOf<PromoCodeRedeemed>(answer);
    expect(value.redemption).toMatchObject({
      code: DEMO_PROMO_CODE,
      bonusAmount: '100.00',
      promotionId: null,
      promotionTitle: null,
    });
    expect(value.balanceAfter).toBe('110.00');
    // The same key and code answer the first redemption and book nothing more.
    const repeat = valueOf<PromoCodeRedeemed>(
      await redeem(app, member, { code: DEMO_PROMO_CODE }, { key }),
    );
    expect(repeat).toEqual(value);
    refusedWith(
      await redeem(app, member, { code: 'RELOAD10' }, { key }),
      409,
      'idempotency.key.reused',
    );
    refusedWith(await redeem(app, member, { code: DEMO_PROMO_CODE }), 409, 'promo.code.used');
    const bonuses = (await listEntries(database.db, member.userName)).filter(
      (entry) => entry.type === 'bonus',
    );
    expect(bonuses.map((entry) => [entry.amount, entry.reference])).toEqual([
      ['100.00', `C${value.redemption.id}`],
    ]);
    await ledgerHolds();
  });

  it('joins its promotion, which then shows in the history with its title', async () => {
    const member = await newMember(database.db);
    const value = valueOf<PromoCodeRedeemed>(
      await redeem(app, member, { code: 'RELOAD10' }, { language: 'EN' }),
    );
    expect(value).toMatchObject({
      balanceAfter: null,
      redemption: {
        bonusAmount: null,
        promotionId: 102,
        promotionTitle: 'Daily reload bonus: 10% every day',
      },
    });
    const entries = await database.db
      .select()
      .from(promotionEntries)
      .where(eq(promotionEntries.userName, member.userName));
    expect(entries.map((entry) => [entry.promotionId, entry.state])).toEqual([[102, 'joined']]);
    expect(await listEntries(database.db, member.userName)).toEqual([]);
  });

  it('lists the member’s redemptions newest first, and only theirs', async () => {
    const member = await newMember(database.db);
    const ip = newAddress();
    await redeem(app, member, { code: DEMO_PROMO_CODE }, { ip });
    await redeem(app, member, { code: 'RELOAD10' }, { ip });
    await redeem(app, await newMember(database.db), { code: DEMO_PROMO_CODE }, { ip });
    const answer = await call(app, '/wps/rewards/promo-codes', {
      headers: { Authorization: member.token, Language: 'BN' },
    });
    const { list } = valueOf<PromoRedemptions>(answer);
    expect(list.map((item) => item.code)).toEqual(['RELOAD10', DEMO_PROMO_CODE]);
    expect(list[0]!.promotionTitle).not.toBeNull();
  });
});

describe('guessing (requirements D2.4)', () => {
  it('answers 429 with Retry-After and value.retryAfter after the member’s 5th refused code', async () => {
    const member = await newMember(database.db);
    for (let guess = 1; guess <= REWARD_LIMITS.promoGuessesPerMember; guess += 1)
      refusedWith(
        await redeem(app, member, { code: `GUESS${guess}` }, { ip: newAddress() }),
        400,
        'promo.code.invalid',
      );
    // From another address, and with a good code: the member's counter is full.
    const waiting = await redeem(app, member, { code: DEMO_PROMO_CODE }, { ip: newAddress() });
    refusedWith(waiting, 429, 'too.many.requests');
    const retryAfter = Number(waiting.headers.get('Retry-After'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(REWARD_LIMITS.promoGuessWindowMs / 1000);
    expect(waiting.body.value).toEqual({ retryAfter });
    // Another member is not held by this one's guesses.
    expect(
      (await redeem(app, await newMember(database.db), { code: DEMO_PROMO_CODE })).status,
    ).toBe(200);
  });

  it('does not count redemptions, only refused codes', async () => {
    const member = await newMember(database.db);
    const ip = newAddress();
    for (let guess = 1; guess < REWARD_LIMITS.promoGuessesPerMember; guess += 1)
      await redeem(app, member, { code: `MISS${guess}` }, { ip });
    for (let index = 0; index < 3; index += 1)
      expect((await redeem(app, member, { code: (await newCode()).code }, { ip })).status).toBe(
        200,
      );
    refusedWith(await redeem(app, member, { code: 'MISS5' }, { ip }), 400, 'promo.code.invalid');
    refusedWith(await redeem(app, member, { code: 'MISS6' }, { ip }), 429, 'too.many.requests');
    await ledgerHolds();
  });

  it('answers 429 after 20 refused codes from one address, whoever sends them', async () => {
    // Without the development controls the per-address limit is not raised.
    const strict = createTestApp(database.db, { clientIp: fromHeader, devTools: false });
    const ip = newAddress();
    for (let member = 0; member < REWARD_LIMITS.promoGuessesPerAddress / 4; member += 1) {
      const guesser = await newMember(database.db);
      for (let guess = 0; guess < 4; guess += 1)
        refusedWith(
          await redeem(strict, guesser, { code: `ADDR${member}X${guess}` }, { ip }),
          400,
          'promo.code.invalid',
        );
    }
    const late = await redeem(
      strict,
      await newMember(database.db),
      { code: DEMO_PROMO_CODE },
      { ip },
    );
    refusedWith(late, 429, 'too.many.requests');
    expect(Number(late.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(
      (
        await redeem(
          strict,
          await newMember(database.db),
          { code: DEMO_PROMO_CODE },
          { ip: newAddress() },
        )
      ).status,
    ).toBe(200);
  });
});

describe('bad input is answered with the envelope', () => {
  it('refuses codes that are not 4–20 letters or digits on the field, and bodies of the wrong shape', async () => {
    const member = await newMember(database.db);
    const ip = newAddress();
    for (const code of [
      '',
      '   ',
      'AB1',
      'A'.repeat(21),
      'AB-12',
      'AB 12',
      'WELCOME\u0000',
      'কোড১২৩৪',
      'x'.repeat(10_000),
    ]) {
      const answer = await redeem(app, member, { code }, { ip });
      refusedWith(answer, 400, 'request_param_err');
    }
    for (const body of [{}, { code: 1234 }, { code: null }, { code: ['WELCOME100'] }, []]) {
      refusedWith(await redeem(app, member, body, { ip }), 400, 'request_param_err');
    }
    const raw = await call(app, '/wps/rewards/promo-codes', {
      method: 'POST',
      rawBody: '{"code":',
      headers: { Authorization: member.token, 'Idempotency-Key': newKey() },
    });
    refusedWith(raw, 400, 'request_param_err');
    const bad = await redeem(app, member, { code: 'AB1' }, { ip });
    expect(bad.body.value).toEqual({
      fields: [{ field: 'code', reason: '4–20 letters or digits' }],
    });
    // Malformed input is no guess: the member may still redeem.
    expect((await redeem(app, member, { code: DEMO_PROMO_CODE }, { ip })).status).toBe(200);
  });

  it('reads Bengali digits as digits', async () => {
    const member = await newMember(database.db);
    const code = await createPromoCode(database.db, {
      code: `BN${process.pid % 1000}১২৩`.replace(/[১২৩]/g, (d) => String('০১২৩৪৫৬৭৮৯'.indexOf(d))),
      bonusAmount: '1.00',
    });
    const typed = code.code.replace(/\d/g, (d) => '০১২৩৪৫৬৭৮৯'[Number(d)]!);
    const value = valueOf<PromoCodeRedeemed>(
      await redeem(app, member, { code: typed }, { ip: newAddress() }),
    );
    expect(value.redemption.code).toBe(code.code);
  });

  it('needs a well-formed Idempotency-Key, a member session, and no trial', async () => {
    const member = await newMember(database.db);
    for (const key of [null, 'short', 'bad key with spaces!!'])
      refusedWith(
        await redeem(app, member, { code: DEMO_PROMO_CODE }, { key }),
        400,
        'request_param_err',
      );
    refusedWith(
      await redeem(app, { token: 'nope' }, { code: DEMO_PROMO_CODE }),
      401,
      'login.not.session',
    );
    const trial = await sessionToken(database, 'trial_0123456789', 4);
    refusedWith(
      await redeem(app, { token: trial }, { code: DEMO_PROMO_CODE }),
      403,
      'trial.not.allowed',
    );
    refusedWith(
      await call(app, '/wps/rewards/promo-codes', { headers: { Authorization: trial } }),
      403,
      'trial.not.allowed',
    );
  });
});

describe('with promo codes disabled (requirements D2.1)', () => {
  it('answers function.not.available to both calls, and the enabled call says false', async () => {
    const own = createTestApp(database.db, { clientIp: fromHeader });
    await overrideSite(own, { promoCode: { enabled: false } });
    try {
      const member = await newMember(database.db);
      refusedWith(
        await redeem(own, member, { code: DEMO_PROMO_CODE }),
        400,
        'function.not.available',
      );
      refusedWith(
        await call(own, '/wps/rewards/promo-codes', { headers: { Authorization: member.token } }),
        400,
        'function.not.available',
      );
      const enabled = await call(own, '/wps/relay/MCSFE_promoCodeEnabled');
      expect(enabled.body.value).toEqual({ enabled: false });
    } finally {
      await overrideSite(own, { promoCode: { enabled: true } });
    }
  });
});

describe('parallel redemptions (requirements D2.3, D0.3)', () => {
  it('never pass the total: 20 members at once on a code of 7', async () => {
    const code = await newCode({ bonusAmount: '12.34', totalLimit: 7 });
    const members = await Promise.all(Array.from({ length: 20 }, () => newMember(database.db)));
    const answers = await Promise.all(
      members.map((member) => redeem(app, member, { code: code.code }, { ip: newAddress() })),
    );
    const statuses = answers.map((answer) => answer.body.errorCode ?? 'ok').sort();
    expect(statuses.filter((status) => status === 'ok')).toHaveLength(7);
    expect(statuses.filter((status) => status === 'promo.code.exhausted')).toHaveLength(13);
    const [row] = await database.db.select().from(promoCodes).where(eq(promoCodes.code, code.code));
    expect(row?.redeemedCount).toBe(7);
    const result = (await database.db.execute(
      sql`select count(*)::int as n from wallet_entries where type = 'bonus' and note = ${`Promo code ${code.code}`}`,
    )) as { rows: { n: number }[] };
    expect(result.rows[0]?.n).toBe(7);
    await ledgerHolds();
  });

  it('credit once for 20 requests with one key', async () => {
    const member = await newMember(database.db);
    const code = await newCode({ bonusAmount: '3.00', perMemberLimit: 5 });
    const key = newKey();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => redeem(app, member, { code: code.code }, { key })),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    const ids = new Set(answers.map((answer) => valueOf<PromoCodeRedeemed>(answer).redemption.id));
    expect(ids.size).toBe(1);
    const bonuses = (await listEntries(database.db, member.userName)).filter(
      (entry) => entry.type === 'bonus',
    );
    expect(bonuses).toHaveLength(1);
    await ledgerHolds();
  });
});

describe('the development control (docs/api.md "Development and test controls")', () => {
  it('creates a code, and refuses a duplicate, both grants, neither, or an application promotion', async () => {
    codeCounter += 1;
    const code = `DEV${process.pid % 1000}X${codeCounter}`;
    const create = (body: unknown) =>
      call(app, '/dev/rewards/promo-codes', { method: 'POST', body });
    const made = await create({ code, bonusAmount: '25', totalLimit: 3, endsAt: null });
    expect(made.status).toBe(200);
    expect(made.body.value).toMatchObject({
      code,
      bonusAmount: '25.00',
      totalLimit: 3,
      perMemberLimit: 1,
    });
    expect((await redeem(app, await newMember(database.db), { code })).status).toBe(200);
    for (const body of [
      { code, bonusAmount: '1.00' },
      { code: `${code}B`, bonusAmount: '1.00', promotionId: 102 },
      { code: `${code}C` },
      { code: `${code}D`, promotionId: 104 },
      { code: `${code}E`, bonusAmount: '0' },
      { code: 'x', bonusAmount: '1.00' },
      { code: `${code}F`, bonusAmount: -1 },
    ])
      refusedWith(await create(body), 400, 'request_param_err');
  });
});
