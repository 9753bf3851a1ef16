import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { promoCodes, walletEntries } from '../../server/db/schema.ts';
import { findLedgerMismatches } from '../../server/services/cashier/ledger.ts';
import { createPromoCode } from '../../server/services/promo-code/create-code.ts';
import { newMember } from './helpers/cashier.ts';
import { MERCHANT } from './helpers/test-app.ts';
import { openTestDatabase, usingPostgres, type TestDatabase } from './helpers/test-db.ts';
import { startCashierChild, stopCashierChildren } from './helpers/cashier-children.ts';

// Requirements D2.3 and D2.4 with real server processes on one PostgreSQL (like
// reward-centre-processes.test.ts): a code's total, one key's single bonus and a member's guessing
// counter hold when the requests are split between two processes, not only inside one.

/** Requirements D2.4: 5 refused codes per member in 15 minutes. */
const GUESSES_PER_MEMBER = 5;

let database: TestDatabase;
let one = '';
let two = '';

interface Answer {
  status: number;
  body: { success: boolean; errorCode?: string; value?: { redemption?: { id: number } } };
}

/** One redemption through process `index % 2`, so consecutive requests alternate between them. */
async function redeem(index: number, token: string, code: string, key = randomUUID()) {
  const response = await fetch(`${index % 2 === 0 ? one : two}/wps/rewards/promo-codes`, {
    method: 'POST',
    headers: {
      Merchant: MERCHANT,
      'Content-Type': 'application/json',
      Authorization: token,
      'Idempotency-Key': key,
    },
    body: JSON.stringify({ code }),
  });
  return { status: response.status, body: (await response.json()) as Answer['body'] };
}

const outcome = (answer: Answer) => answer.body.errorCode ?? 'ok';

describe.runIf(usingPostgres)('promo codes on two server processes over one PostgreSQL', () => {
  // One database and one pair of processes for the file: each test has members and codes of its own.
  beforeAll(async () => {
    database = await openTestDatabase();
    [one, two] = await Promise.all([
      startCashierChild(database.databaseUrl),
      startCashierChild(database.databaseUrl),
    ]);
  }, 60_000);
  afterAll(async () => {
    stopCashierChildren();
    await database.close();
  });

  it('20 members at once never pass a code total of 7', async () => {
    const code = await createPromoCode(database.db, {
      code: 'TWOPROC7',
      bonusAmount: '12.34',
      totalLimit: 7,
    });
    const members = await Promise.all(Array.from({ length: 20 }, () => newMember(database.db)));
    const answers = await Promise.all(
      members.map((member, index) => redeem(index, member.token, code.code)),
    );
    const outcomes = answers.map(outcome);
    expect(outcomes.filter((status) => status === 'ok')).toHaveLength(7);
    expect(outcomes.filter((status) => status === 'promo.code.exhausted')).toHaveLength(13);
    const [row] = await database.db
      .select({ redeemed: promoCodes.redeemedCount })
      .from(promoCodes)
      .where(eq(promoCodes.code, code.code));
    expect(row?.redeemed).toBe(7);
    const bonuses = await database.db
      .select({ amount: walletEntries.amount })
      .from(walletEntries)
      .where(
        and(eq(walletEntries.type, 'bonus'), eq(walletEntries.note, `Promo code ${code.code}`)),
      );
    expect(bonuses).toEqual(Array.from({ length: 7 }, () => ({ amount: '12.34' })));
    expect(await findLedgerMismatches(database.db)).toEqual([]);
  }, 60_000);

  it('one member’s 20 requests, half with one key and half with a key each, book one bonus', async () => {
    const member = await newMember(database.db);
    const code = await createPromoCode(database.db, {
      code: 'TWOPROCONE',
      bonusAmount: '50.00',
      perMemberLimit: 1,
    });
    const shared = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        redeem(index, member.token, code.code, index < 10 ? shared : randomUUID()),
      ),
    );
    const accepted = answers.filter((answer) => answer.status === 200);
    expect(new Set(accepted.map((answer) => answer.body.value?.redemption?.id)).size).toBe(1);
    // The shared key's ten requests answer with its one redemption; every other key is refused as
    // used, and a used code is a refused code: after the member's 5th the rest wait (D2.4).
    expect(answers.slice(0, 10).map((answer) => answer.status)).toEqual(Array(10).fill(200));
    const refused = answers.filter((entry) => entry.status !== 200).map(outcome);
    expect(refused.filter((status) => status === 'promo.code.used').length).toBeLessThanOrEqual(
      GUESSES_PER_MEMBER,
    );
    expect(
      refused.filter((status) => status !== 'promo.code.used' && status !== 'too.many.requests'),
    ).toEqual([]);
    const bonuses = await database.db
      .select({ amount: walletEntries.amount })
      .from(walletEntries)
      .where(and(eq(walletEntries.userName, member.userName), eq(walletEntries.type, 'bonus')));
    expect(bonuses).toEqual([{ amount: '50.00' }]);
    expect(await findLedgerMismatches(database.db)).toEqual([]);
  }, 60_000);

  it('a member’s 12 parallel guesses, split between them, get 5 refusals and then waits', async () => {
    const member = await newMember(database.db);
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, index) => redeem(index, member.token, `WRONG${index}`)),
    );
    const outcomes = answers.map(outcome);
    expect(outcomes.filter((status) => status === 'promo.code.invalid')).toHaveLength(
      GUESSES_PER_MEMBER,
    );
    expect(outcomes.filter((status) => status === 'too.many.requests')).toHaveLength(
      12 - GUESSES_PER_MEMBER,
    );
    for (const answer of answers.filter((entry) => entry.status === 429))
      expect(answer.body.value).toMatchObject({ retryAfter: expect.any(Number) });
  }, 60_000);
});
