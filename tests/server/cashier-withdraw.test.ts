import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PayoutAccount, WithdrawSetup } from '../../shared/contract/calls/withdraw-setup.ts';
import type { WithdrawOrder } from '../../shared/contract/calls/withdraw-order.ts';
import {
  checkLedger,
  findLedgerMismatches,
  listEntries,
} from '../../server/services/cashier/ledger.ts';
import { login } from './helpers/accounts.ts';
import {
  addPayoutAccount,
  cashierApp,
  decide,
  getJson,
  newKey,
  newMember,
  postWithdrawal,
  setPaymentPassword,
  valueOf,
  type TestMember,
} from './helpers/cashier.ts';
import type { JsonAnswer } from './helpers/test-app.ts';
import { openTestDatabase, type TestDatabase } from './helpers/test-db.ts';

// Withdrawals (requirements C4, docs/api.md "Cashier"): the payment password, payout accounts, the
// amount leaving the balance at once, decisions, the password's guessing limits, and 20 withdrawals
// at once never overdrawing. After every scenario the ledger holds (requirements C2.2).

const PAY = '246810';

let database: TestDatabase;
let app: ReturnType<typeof cashierApp>;
let member: TestMember;

beforeAll(async () => {
  database = await openTestDatabase();
  app = cashierApp(database.db);
}, 60_000);
afterAll(async () => database.close());
beforeEach(async () => {
  member = await newMember(database.db, '10000.00');
});

async function ledgerHolds() {
  expect(await findLedgerMismatches(database.db)).toEqual([]);
}

/** The member with a payment password and a bKash payout account; the account's id. */
async function ready(who: TestMember = member): Promise<number> {
  valueOf(await setPaymentPassword(app, who.token, who.password, PAY));
  const account = valueOf<PayoutAccount>(
    await addPayoutAccount(app, who.token, {
      channel: 'bkash',
      accountNumber: '01812345678',
      holderName: 'Rahim Uddin',
    }),
  );
  return account.id;
}

/** A withdrawal as a client sends it, waiting out a 429 for a busy password check like the site would. */
async function withdraw(
  accountId: number,
  amount: string,
  key = newKey(),
  paymentPassword = PAY,
  who: TestMember = member,
): Promise<JsonAnswer> {
  for (;;) {
    const answer = await postWithdrawal(
      app,
      who.token,
      { accountId, amount, paymentPassword },
      key,
    );
    if (answer.status !== 429 || answer.headers.get('Retry-After') !== '1') return answer;
  }
}

describe('the setup', () => {
  it('says what is missing, then shows the masked accounts, the balance and the withdrawable', async () => {
    const before = valueOf<WithdrawSetup>(
      await getJson(app, member.token, '/wps/cashier/withdraw/setup'),
    );
    expect(before).toMatchObject({
      hasPaymentPassword: false,
      accounts: [],
      accountLimit: 3,
      balance: '10000.00',
      pending: '0.00',
      withdrawable: '10000.00',
      currency: 'BDT',
    });
    expect(before.channels.map((channel) => channel.code)).toEqual([
      'bkash',
      'nagad',
      'rocket',
      'bank',
    ]);
    const accountId = await ready();
    valueOf(await withdraw(accountId, '1500.50'));
    const after = valueOf<WithdrawSetup>(
      await getJson(app, member.token, '/wps/cashier/withdraw/setup'),
    );
    expect(after).toMatchObject({
      hasPaymentPassword: true,
      balance: '8499.50',
      pending: '1500.50',
      withdrawable: '8499.50',
    });
    expect(after.accounts).toEqual([
      {
        id: accountId,
        channel: 'bkash',
        channelName: 'bKash',
        kind: 'wallet',
        maskedNumber: '*******5678',
        holderName: 'Rahim Uddin',
      },
    ]);
  });
});

describe('the payment password', () => {
  it('is set once with the login password', async () => {
    const wrong = await setPaymentPassword(app, member.token, 'NotMyPassword1', PAY);
    expect(wrong.body.errorCode).toBe('user.or.token.invalid');
    const mismatch = await setPaymentPassword(app, member.token, member.password, PAY, '135791');
    expect(mismatch.body.errorCode).toBe('password.confirm.mismatch');
    const short = await setPaymentPassword(app, member.token, member.password, '12345');
    expect(short.body.errorCode).toBe('request_param_err');
    expect((await setPaymentPassword(app, member.token, member.password, PAY)).status).toBe(200);
    const twice = await setPaymentPassword(app, member.token, member.password, '135791');
    expect(twice.status).toBe(409);
    expect(twice.body.errorCode).toBe('payment.password.exists');
  });

  it('is required before a withdrawal', async () => {
    const account = valueOf<PayoutAccount>(
      await addPayoutAccount(app, member.token, {
        channel: 'nagad',
        accountNumber: '01912345678',
        holderName: 'Karim',
      }),
    );
    const answer = await withdraw(account.id, '600.00');
    expect(answer.status).toBe(409);
    expect(answer.body.errorCode).toBe('payment.password.required');
  });

  it('is counted when wrong and throttled after five, without touching the login', async () => {
    const accountId = await ready();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const wrong = await withdraw(accountId, '600.00', newKey(), '111111');
      expect(wrong.status).toBe(400);
      expect(wrong.body.errorCode).toBe('payment.password.invalid');
    }
    const waiting = await postWithdrawal(app, member.token, {
      accountId,
      amount: '600.00',
      paymentPassword: PAY,
    });
    expect(waiting.status).toBe(429);
    expect(waiting.body.errorCode).toBe('too.many.requests');
    expect(Number(waiting.headers.get('Retry-After'))).toBeGreaterThanOrEqual(1);
    // The login has a counter of its own.
    const loggedIn = await login(app, member.userName, member.password);
    expect(loggedIn.body.success).toBe(true);
    expect((await checkLedger(database.db, member.userName)).balance).toBe('10000.00');
    await ledgerHolds();
  });
});

describe('payout accounts', () => {
  it('check the number against the channel, mask it, refuse a duplicate and the limit', async () => {
    const bad = [
      { channel: 'bkash', accountNumber: '1234567890', holderName: 'Rahim' },
      { channel: 'bkash', accountNumber: '0171234567', holderName: 'Rahim' },
      { channel: 'bank', accountNumber: '1234567', holderName: 'Rahim' },
      { channel: 'bkash', accountNumber: '01712345678', holderName: 'R' },
      { channel: 'bkash', accountNumber: '01712345678', holderName: 'x'.repeat(61) },
      { channel: 'bkash', accountNumber: '01712345678', holderName: 'Ra\u0007him' },
    ];
    for (const body of bad) {
      const answer = await addPayoutAccount(app, member.token, body);
      expect(answer.status).toBe(400);
      expect(answer.body.errorCode).toBe('request_param_err');
    }
    expect(
      (
        await addPayoutAccount(app, member.token, {
          channel: 'paypal',
          accountNumber: '01712345678',
          holderName: 'Rahim',
        })
      ).body.errorCode,
    ).toBe('channel.unavailable');
    const bank = valueOf<PayoutAccount>(
      await addPayoutAccount(app, member.token, {
        channel: 'bank',
        accountNumber: '12345678901234',
        holderName: '  Rahim Uddin  ',
      }),
    );
    expect(bank).toMatchObject({
      kind: 'bank',
      maskedNumber: '**********1234',
      holderName: 'Rahim Uddin',
    });
    const duplicate = await addPayoutAccount(app, member.token, {
      channel: 'bank',
      accountNumber: '12345678901234',
      holderName: 'Other Name',
    });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.errorCode).toBe('payout.account.exists');
    valueOf(
      await addPayoutAccount(app, member.token, {
        channel: 'bkash',
        accountNumber: '01712345678',
        holderName: 'Rahim',
      }),
    );
    // Two at once for the last place: one is saved, the other refused with the limit.
    const last = await Promise.all([
      addPayoutAccount(app, member.token, {
        channel: 'nagad',
        accountNumber: '01712345678',
        holderName: 'Rahim',
      }),
      addPayoutAccount(app, member.token, {
        channel: 'rocket',
        accountNumber: '01712345678',
        holderName: 'Rahim',
      }),
    ]);
    expect(last.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(last.find((answer) => answer.status === 409)?.body).toMatchObject({
      errorCode: 'payout.account.limit.reached',
      value: { limit: 3 },
    });
  });

  it('cannot be used by another member', async () => {
    const accountId = await ready();
    const other = await newMember(database.db, '5000.00');
    await ready(other);
    const answer = await withdraw(accountId, '600.00', newKey(), PAY, other);
    expect(answer.status).toBe(404);
    expect(answer.body.errorCode).toBe('not.found');
  });
});

describe('a withdrawal', () => {
  it('leaves the balance at once; approval keeps it, rejection refunds it with an entry', async () => {
    const accountId = await ready();
    const first = valueOf<WithdrawOrder>(await withdraw(accountId, '2000.00'));
    expect(first).toMatchObject({
      status: 'pending',
      amount: '2000.00',
      maskedNumber: '*******5678',
    });
    expect(first.orderNo).toMatch(/^W\d+$/);
    expect((await checkLedger(database.db, member.userName)).balance).toBe('8000.00');
    valueOf(await decide(app, first.orderNo, 'approve'));
    expect((await checkLedger(database.db, member.userName)).balance).toBe('8000.00');

    const second = valueOf<WithdrawOrder>(await withdraw(accountId, '999.99'));
    expect((await checkLedger(database.db, member.userName)).balance).toBe('7000.01');
    valueOf(await decide(app, second.orderNo, 'reject', 'Account name does not match'));
    expect((await checkLedger(database.db, member.userName)).balance).toBe('8000.00');
    const shown = valueOf<WithdrawOrder>(
      await getJson(app, member.token, `/wps/cashier/withdraw/orders/${second.orderNo}`),
    );
    expect(shown).toMatchObject({ status: 'rejected', reason: 'Account name does not match' });
    const entries = await listEntries(database.db, member.userName);
    expect(entries.map((entry) => [entry.type, entry.amount, entry.balanceAfter])).toEqual([
      ['adjustment', '10000.00', '10000.00'],
      ['withdrawal', '-2000.00', '8000.00'],
      ['withdrawal', '-999.99', '7000.01'],
      ['refund', '999.99', '8000.00'],
    ]);
    const other = await newMember(database.db);
    const hidden = await getJson(
      app,
      other.token,
      `/wps/cashier/withdraw/orders/${second.orderNo}`,
    );
    expect(hidden.body.errorCode).toBe('not.found');
    await ledgerHolds();
  });

  it('refuses more than the withdrawable, and amounts outside the channel', async () => {
    const accountId = await ready();
    valueOf(await withdraw(accountId, '9500.00'));
    const over = await withdraw(accountId, '600.00');
    expect(over.status).toBe(409);
    expect(over.body).toMatchObject({
      errorCode: 'withdraw.balance.insufficient',
      value: { withdrawable: '500.00' },
    });
    expect((await withdraw(accountId, '499.99')).body).toMatchObject({
      errorCode: 'amount.below.minimum',
      value: { min: '500.00' },
    });
    expect((await withdraw(accountId, '25000.01')).body.errorCode).toBe('amount.above.maximum');
    for (const amount of ['0', '-5', '1e3', '12.345', '১০০']) {
      expect((await withdraw(accountId, amount)).body.errorCode).toBe('request_param_err');
    }
    await ledgerHolds();
  });

  it('answers a repeated key with the first order and refuses it for another amount', async () => {
    const accountId = await ready();
    const key = newKey();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => withdraw(accountId, '700.00', key)),
    );
    const numbers = new Set(answers.map((answer) => valueOf<WithdrawOrder>(answer).orderNo));
    expect(numbers.size).toBe(1);
    expect((await checkLedger(database.db, member.userName)).balance).toBe('9300.00');
    const reused = await withdraw(accountId, '800.00', key);
    expect(reused.status).toBe(409);
    expect(reused.body.errorCode).toBe('idempotency.key.reused');
    await ledgerHolds();
  });

  it('never takes the balance below 0 when 20 are sent at once', async () => {
    const accountId = await ready();
    // 20 × 700.00 against 10,000.00: exactly 14 fit (9,800.00).
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => withdraw(accountId, '700.00')),
    );
    const placed = answers.filter((answer) => answer.status === 200);
    const refused = answers.filter(
      (answer) => answer.body.errorCode === 'withdraw.balance.insufficient',
    );
    expect(placed).toHaveLength(14);
    expect(refused).toHaveLength(6);
    expect(await checkLedger(database.db, member.userName)).toMatchObject({
      balance: '200.00',
      sum: '200.00',
      entries: 15,
    });
    await ledgerHolds();
  });

  it('is decided once when two decisions race', async () => {
    const accountId = await ready();
    const order = valueOf<WithdrawOrder>(await withdraw(accountId, '1000.00'));
    const answers = await Promise.all([
      decide(app, order.orderNo, 'reject'),
      decide(app, order.orderNo, 'reject'),
      decide(app, order.orderNo, 'approve'),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409]);
    const refunds = (await listEntries(database.db, member.userName)).filter(
      (entry) => entry.type === 'refund',
    );
    expect(refunds.length).toBeLessThanOrEqual(1);
    await ledgerHolds();
  });
});
