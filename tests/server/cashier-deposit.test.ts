import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { depositOrders } from '../../server/db/schema.ts';
import type { DepositChannels } from '../../shared/contract/calls/deposit-channels.ts';
import type { DepositOrder } from '../../shared/contract/calls/deposit-order.ts';
import { approveDueDeposits } from '../../server/services/cashier/auto-approve.ts';
import { withDemoCashier } from '../../server/services/cashier/channels.ts';
import { defaultSiteConfig, type SiteConfig } from '../../server/config/site-config.ts';
import {
  checkLedger,
  findLedgerMismatches,
  listEntries,
} from '../../server/services/cashier/ledger.ts';
import {
  cashierApp,
  decide,
  depositBody,
  getJson,
  newKey,
  newMember,
  postDeposit,
  valueOf,
  type TestMember,
} from './helpers/cashier.ts';
import { call, createTestApp, overrideSite } from './helpers/test-app.ts';
import { openTestDatabase, type TestDatabase } from './helpers/test-db.ts';

// Deposits (requirements C3, docs/api.md "Cashier"): channels, pending orders that move no money,
// idempotency, the transaction ID used once, decisions, and every bad input answered with the
// envelope. After every scenario the ledger holds (requirements C2.2).

let database: TestDatabase;
let app: ReturnType<typeof cashierApp>;
let member: TestMember;
let token: string;

beforeAll(async () => {
  database = await openTestDatabase();
  app = cashierApp(database.db);
}, 60_000);
afterAll(async () => database.close());
// Each test has a member of its own with 1,000.00 booked as an opening entry.
beforeEach(async () => {
  member = await newMember(database.db, '1000.00');
  token = member.token;
});

/** Another member, with a session and no balance. */
async function otherToken(): Promise<string> {
  return (await newMember(database.db)).token;
}

async function ledgerHolds() {
  expect(await findLedgerMismatches(database.db)).toEqual([]);
}

describe('deposit channels', () => {
  it('lists the demo channels with limits, quick amounts, receiving accounts and icons', async () => {
    const value = valueOf<DepositChannels>(
      await getJson(app, token, '/wps/cashier/deposit/channels'),
    );
    expect(value.currency).toBe('BDT');
    expect(value.channels.map((channel) => channel.code)).toEqual([
      'bkash',
      'nagad',
      'rocket',
      'bank',
    ]);
    const bkash = value.channels[0]!;
    expect(bkash).toMatchObject({ kind: 'wallet', min: '200.00', max: '25000.00' });
    expect(bkash.account.bankName).toBeNull();
    expect(value.channels[3]!.account.bankName).not.toBeNull();
    const icon = await app.request(bkash.icon);
    expect(icon.status).toBe(200);
    expect(icon.headers.get('Content-Type')).toContain('image/svg+xml');
    expect(await icon.text()).toContain('<svg');
    expect((await app.request('/cashier/icons/unknown.svg')).status).toBe(404);
  });

  it('lists no channel where demo data does not belong and the configuration names none', async () => {
    const bare = createTestApp(database.db);
    const bareToken = token;
    const value = valueOf<DepositChannels>(
      await getJson(bare, bareToken, '/wps/cashier/deposit/channels'),
    );
    expect(value.channels).toEqual([]);
    expect((await bare.request('/cashier/icons/bkash.svg')).status).toBe(404);
  });
});

describe('a deposit order', () => {
  it('is pending and moves no money until approved, then adds exactly the amount', async () => {
    const placed = await postDeposit(app, token, depositBody({ amount: '1234.56' }));
    const order = valueOf<DepositOrder>(placed);
    expect(order).toMatchObject({
      channel: 'bkash',
      channelName: 'bKash',
      kind: 'wallet',
      amount: '1234.56',
      payerNumber: '*******5678',
      status: 'pending',
      reason: null,
      decidedAt: null,
    });
    expect(order.orderNo).toMatch(/^D\d+$/);
    expect((await checkLedger(database.db, member.userName)).balance).toBe('1000.00');

    const decided = valueOf<{ status: string; balanceAfter: string }>(
      await decide(app, order.orderNo, 'approve'),
    );
    expect(decided).toMatchObject({ status: 'approved', balanceAfter: '2234.56' });
    const entries = await listEntries(database.db, member.userName);
    expect(entries.at(-1)).toMatchObject({
      type: 'deposit',
      amount: '1234.56',
      balanceAfter: '2234.56',
      reference: order.orderNo,
    });
    const shown = valueOf<DepositOrder>(
      await getJson(app, token, `/wps/cashier/deposit/orders/${order.orderNo}`),
    );
    expect(shown.status).toBe('approved');
    expect(shown.decidedAt).not.toBeNull();
    const balance = await call(app, '/wps/v2/wallets/balance', {
      headers: { Authorization: token },
    });
    expect((balance.body.value as { sumBalance: string }).sumBalance).toBe('2234.56');
    await ledgerHolds();
  });

  it('keeps the balance on rejection and shows the reason; a decided order is decided once', async () => {
    const order = valueOf<DepositOrder>(await postDeposit(app, token, depositBody()));
    const rejected = await decide(app, order.orderNo, 'reject', 'No such transfer received');
    expect(rejected.status).toBe(200);
    const shown = valueOf<DepositOrder>(
      await getJson(app, token, `/wps/cashier/deposit/orders/${order.orderNo}`),
    );
    expect(shown).toMatchObject({ status: 'rejected', reason: 'No such transfer received' });
    expect((await checkLedger(database.db, member.userName)).balance).toBe('1000.00');
    const again = await decide(app, order.orderNo, 'approve');
    expect(again.status).toBe(409);
    expect(again.body.errorCode).toBe('order.already.decided');
    expect((await decide(app, 'D123456789', 'approve')).body.errorCode).toBe('not.found');
    const noReason = await call(app, `/dev/cashier/orders/${order.orderNo}/reject`, {
      method: 'POST',
      body: { reason: '   ' },
    });
    expect(noReason.body.errorCode).toBe('request_param_err');
    const longReason = await call(app, `/dev/cashier/orders/${order.orderNo}/reject`, {
      method: 'POST',
      body: { reason: 'x'.repeat(141) },
    });
    expect(longReason.body.errorCode).toBe('request_param_err');
    await ledgerHolds();
  });

  it('is decided once when two approvals race: one wins, the other is 409', async () => {
    const order = valueOf<DepositOrder>(await postDeposit(app, token, depositBody()));
    const answers = await Promise.all([
      decide(app, order.orderNo, 'approve'),
      decide(app, order.orderNo, 'approve'),
      decide(app, order.orderNo, 'reject'),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409]);
    const entries = await listEntries(database.db, member.userName);
    expect(entries.filter((entry) => entry.type === 'deposit').length).toBeLessThanOrEqual(1);
    await ledgerHolds();
  });

  it('is not shown to another member', async () => {
    const order = valueOf<DepositOrder>(await postDeposit(app, token, depositBody()));
    const other = await otherToken();
    const answer = await getJson(app, other, `/wps/cashier/deposit/orders/${order.orderNo}`);
    expect(answer.status).toBe(404);
    expect(answer.body.errorCode).toBe('not.found');
    expect((await getJson(app, token, '/wps/cashier/deposit/orders/D000')).body.errorCode).toBe(
      'not.found',
    );
  });
});

describe('idempotency', () => {
  it('answers a repeat with the first order, and refuses the key with another body', async () => {
    const key = newKey();
    const body = depositBody();
    const first = await postDeposit(app, token, body, key);
    const second = await postDeposit(app, token, { ...body, amount: '500' }, key);
    expect(second.status).toBe(first.status);
    expect(valueOf<DepositOrder>(second).orderNo).toBe(valueOf<DepositOrder>(first).orderNo);
    const other = await postDeposit(app, token, { ...body, amount: '600.00' }, key);
    expect(other.status).toBe(409);
    expect(other.body.errorCode).toBe('idempotency.key.reused');
  });

  it('makes one order of five fast posts with one key', async () => {
    const key = newKey();
    const body = depositBody();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => postDeposit(app, token, body, key)),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    const numbers = new Set(answers.map((answer) => valueOf<DepositOrder>(answer).orderNo));
    expect(numbers.size).toBe(1);
    const rows = await database.db
      .select()
      .from(depositOrders)
      .where(eq(depositOrders.userName, member.userName));
    expect(rows).toHaveLength(1);
  });

  it('lets two members use the same key', async () => {
    const key = newKey();
    const other = await otherToken();
    const mine = await postDeposit(app, token, depositBody(), key);
    const theirs = await postDeposit(app, other, depositBody(), key);
    expect(valueOf<DepositOrder>(mine).orderNo).not.toBe(valueOf<DepositOrder>(theirs).orderNo);
  });

  it('refuses a missing or malformed key as request_param_err on Idempotency-Key', async () => {
    for (const key of [
      undefined,
      'short',
      'x'.repeat(65),
      'has space in it 123456',
      'ключ-ключ-ключ-ключ',
    ]) {
      const answer = await call(app, '/wps/cashier/deposit/orders', {
        method: 'POST',
        body: depositBody(),
        headers:
          key === undefined
            ? { Authorization: token }
            : {
                Authorization: token,
                'Idempotency-Key': encodeURIComponent(key) === key ? key : 'bad key!',
              },
      });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({
        errorCode: 'request_param_err',
        value: { fields: [{ field: 'Idempotency-Key' }] },
      });
    }
  });
});

describe('the transaction ID', () => {
  it('is used once across members, whatever its case', async () => {
    const body = depositBody({ transactionId: 'abc123XYZ' });
    const first = valueOf<DepositOrder>(await postDeposit(app, token, body));
    expect(first.transactionId).toBe('ABC123XYZ');
    const other = await otherToken();
    const again = await postDeposit(app, other, { ...body, transactionId: 'ABC123xyz' });
    expect(again.status).toBe(409);
    expect(again.body.errorCode).toBe('deposit.transaction.used');
  });

  it('is used once when two members race with it', async () => {
    const other = await otherToken();
    const answers = await Promise.all([
      postDeposit(app, token, depositBody({ transactionId: 'RACE12345' })),
      postDeposit(app, other, depositBody({ transactionId: 'race12345' })),
      postDeposit(app, token, depositBody({ transactionId: 'Race12345' })),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409]);
  });
});

describe('bad input is answered with the envelope, never a 500', () => {
  const cases: [string, Record<string, unknown>, string, string][] = [
    ['zero', { amount: '0' }, 'request_param_err', 'amount'],
    ['zero with decimals', { amount: '0.00' }, 'request_param_err', 'amount'],
    ['negative', { amount: '-5' }, 'request_param_err', 'amount'],
    ['an exponent', { amount: '1e3' }, 'request_param_err', 'amount'],
    ['three decimals', { amount: '12.345' }, 'request_param_err', 'amount'],
    ['Bengali digits', { amount: '১০০' }, 'request_param_err', 'amount'],
    ['a JSON number', { amount: 500 }, 'request_param_err', 'amount'],
    ['grouping', { amount: '1,000' }, 'request_param_err', 'amount'],
    [
      'a bank number on a wallet channel',
      { payerNumber: '1234567890' },
      'request_param_err',
      'payerNumber',
    ],
    ['a short transaction ID', { transactionId: 'AB1' }, 'request_param_err', 'transactionId'],
    [
      'a transaction ID with a symbol',
      { transactionId: 'ABC-12345' },
      'request_param_err',
      'transactionId',
    ],
    [
      'a control character',
      { transactionId: 'ABC\u000012345' },
      'request_param_err',
      'transactionId',
    ],
  ];
  it.each(cases)('%s', async (_name, change, code, field) => {
    const answer = await postDeposit(app, token, depositBody(change));
    expect(answer.status).toBe(400);
    expect(answer.body.errorCode).toBe(code);
    expect(
      (answer.body.value as { fields: { field: string }[] }).fields.map((f) => f.field),
    ).toContain(field);
  });

  it('refuses amounts outside the channel with its limits', async () => {
    const under = await postDeposit(app, token, depositBody({ amount: '199.99' }));
    expect(under.status).toBe(400);
    expect(under.body).toMatchObject({
      errorCode: 'amount.below.minimum',
      value: { min: '200.00', max: '25000.00' },
    });
    const over = await postDeposit(app, token, depositBody({ amount: '25000.01' }));
    expect(over.body).toMatchObject({
      errorCode: 'amount.above.maximum',
      value: { min: '200.00', max: '25000.00' },
    });
    const unknown = await postDeposit(app, token, depositBody({ channel: 'paypal' }));
    expect(unknown.body.errorCode).toBe('channel.unavailable');
  });

  it('refuses a huge body, a body that is no JSON and a missing field', async () => {
    const huge = await call(app, '/wps/cashier/deposit/orders', {
      method: 'POST',
      rawBody: JSON.stringify({ ...depositBody(), pad: 'x'.repeat(6 * 1024 * 1024) }),
      headers: { Authorization: token, 'Idempotency-Key': newKey() },
    });
    expect(huge.status).toBe(400);
    expect(huge.body.errorCode).toBe('request_param_err');
    const broken = await call(app, '/wps/cashier/deposit/orders', {
      method: 'POST',
      rawBody: '{"channel":',
      headers: { Authorization: token, 'Idempotency-Key': newKey() },
    });
    expect(broken.status).toBe(400);
    const missing = await postDeposit(app, token, { channel: 'bkash', amount: '500.00' });
    expect(missing.status).toBe(400);
    expect(missing.body.errorCode).toBe('request_param_err');
    await ledgerHolds();
  });
});

describe('who may deposit', () => {
  it('refuses a visitor (401), a trial player (403) and a switched-off module', async () => {
    const visitor = await call(app, '/wps/cashier/deposit/channels');
    expect(visitor.status).toBe(401);
    expect(visitor.body.errorCode).toBe('login.not.session');
    const trial = await call(app, '/wps/session/login/freeplay', { method: 'POST', body: {} });
    const trialToken = (trial.body.value as { token: string }).token;
    for (const path of ['/wps/cashier/deposit/channels', '/wps/cashier/withdraw/setup']) {
      const refused = await getJson(app, trialToken, path);
      expect(refused.status).toBe(403);
      expect(refused.body.errorCode).toBe('trial.not.allowed');
    }
    const trialOrder = await postDeposit(app, trialToken, depositBody());
    expect(trialOrder.body.errorCode).toBe('trial.not.allowed');
    // The module off, through the overrides of this app's own store (cleared again after).
    await overrideSite(app, { whitelabel: [{ moduleId: 'DEPOSIT3', enabled: false }] });
    try {
      const off = await postDeposit(app, token, depositBody());
      expect(off.status).toBe(400);
      expect(off.body.errorCode).toBe('function.not.available');
    } finally {
      await overrideSite(app, { whitelabel: [{ moduleId: 'DEPOSIT3', enabled: true }] });
    }
  });
});

describe('the automatic approval (cashier.autoApproveSeconds)', () => {
  it('approves deposits pending longer than the setting, once even when two sweeps race', async () => {
    const order = valueOf<DepositOrder>(
      await postDeposit(app, token, depositBody({ amount: '250.00' })),
    );
    expect(await approveDueDeposits(database.db, null)).toEqual([]);
    // Not due yet: placed less than 60 s ago.
    expect(await approveDueDeposits(database.db, 60)).not.toContain(order.orderNo);
    const later = new Date(Date.now() + 61_000);
    const sweeps = await Promise.all([
      approveDueDeposits(database.db, 60, later),
      approveDueDeposits(database.db, 60, later),
    ]);
    expect(sweeps.flat().filter((orderNo) => orderNo === order.orderNo)).toHaveLength(1);
    expect((await checkLedger(database.db, member.userName)).balance).toBe('1250.00');
    await ledgerHolds();
  });
});

describe('the demo cashier (server/README.md "Cashier", "Demo data and seeds")', () => {
  const none = (): SiteConfig => ({
    ...defaultSiteConfig(),
    cashier: {
      ...defaultSiteConfig().cashier,
      depositChannels: [],
      withdrawChannels: [],
      autoApproveSeconds: null,
    },
  });

  it('in the demo start approves deposits on its own, so a demo player sees the whole cycle', () => {
    const demo = withDemoCashier(none(), { demoData: true, devTools: false }).cashier;
    expect(demo.depositChannels.map((channel) => channel.code)).toEqual(
      expect.arrayContaining(['bkash', 'nagad', 'rocket']),
    );
    expect(demo.autoApproveSeconds).toBeGreaterThan(0);
  });

  it('leaves every decision to the development controls when they are on (tests decide orders)', () => {
    const controlled = withDemoCashier(none(), { demoData: true, devTools: true }).cashier;
    expect(controlled.depositChannels.length).toBeGreaterThan(0);
    expect(controlled.autoApproveSeconds).toBeNull();
  });

  it('adds nothing without demo data, or where the operator configured channels', () => {
    expect(withDemoCashier(none(), { demoData: false, devTools: false })).toEqual(none());
    const operated = defaultSiteConfig();
    operated.cashier.withdrawChannels = [
      { code: 'bank', name: 'Bank', kind: 'bank', min: '1000.00', max: '50000.00' },
    ];
    expect(withDemoCashier(operated, { demoData: true, devTools: false })).toEqual(operated);
  });
});
