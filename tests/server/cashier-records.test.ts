import { sql } from 'drizzle-orm';
import * as z from 'zod/mini';
import type { Hono } from 'hono';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  transactionRecordsSchema,
  type TransactionRecord,
} from '../../shared/contract/calls/transaction-records.ts';
import type { AppEnv } from '../../server/http/app-env.ts';
import { findLedgerMismatches } from '../../server/services/cashier/ledger.ts';
import {
  bookEntry,
  clearCashier,
  depositOrder,
  fund,
  setTimes,
  withdrawOrder,
} from './helpers/cashier-records.ts';
import { sessionToken } from './helpers/games.ts';
import { call, createTestApp, overrideSite } from './helpers/test-app.ts';
import { openTestDatabase, type TestDatabase } from './helpers/test-db.ts';

// The transaction record (requirements C5, docs/api.md "Cashier"): orders and the entries outside an
// order, newest first, 24 a page, filtered by type, status and Bangladesh days. Orders are written
// straight into their tables by the helper (the deposit and withdrawal routes are not needed here).

let database: TestDatabase;
let app: Hono<AppEnv>;
let token: string;
const USER = 'records_member';

beforeAll(async () => {
  database = await openTestDatabase();
  app = createTestApp(database.db);
}, 60_000);
afterAll(async () => database.close());
beforeEach(async () => {
  await database.reset();
  await clearCashier(database.db);
  token = await sessionToken(database, USER, 0);
});

/** Today in Bangladesh (UTC+6), as the site's "today" preset sends it. */
const today = () => new Date(Date.now() + 6 * 3_600_000).toISOString().slice(0, 10);

async function records(query: Record<string, string>, as = token) {
  const search = new URLSearchParams({ from: today(), to: today(), ...query });
  return call(app, `/wps/cashier/records?${search.toString()}`, { headers: { Authorization: as } });
}

async function page(query: Record<string, string> = {}) {
  const answer = await records(query);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return z.parse(transactionRecordsSchema, answer.body.value);
}

const brief = (row: TransactionRecord) => [row.type, row.amount, row.status, row.reference];

describe('GET /wps/cashier/records', () => {
  it('lists orders once each and the entries outside an order, with their balance after', async () => {
    const db = database.db;
    await fund(db, USER, '1000.00', 'Opening balance');
    const pending = await depositOrder(db, USER, '300.00');
    const approved = await depositOrder(db, USER, '500.50', 'approved');
    const rejected = await depositOrder(db, USER, '200.00', 'rejected', 'Transaction not found');
    const waiting = await withdrawOrder(db, USER, '100.00');
    const refunded = await withdrawOrder(db, USER, '50.00', 'rejected', 'Account name mismatch');
    await bookEntry(db, USER, 'bonus', '10.00', { note: 'Welcome bonus' });
    await bookEntry(db, USER, 'bet', '-1.00', { reference: 'Rtest' });
    await bookEntry(db, USER, 'win', '2.50', { reference: 'Rtest' });
    // Another member's rows are never shown.
    await fund(db, 'someone_else', '5.00');
    await depositOrder(db, 'someone_else', '300.00');

    const { rows, hasMore, page: number, pageSize } = await page();
    expect({ hasMore, number, pageSize }).toEqual({ hasMore: false, number: 1, pageSize: 24 });
    expect(rows.map(brief)).toEqual([
      ['win', '2.50', 'completed', 'Rtest'],
      ['bet', '-1.00', 'completed', 'Rtest'],
      ['bonus', '10.00', 'completed', null],
      ['refund', '50.00', 'completed', refunded],
      ['withdrawal', '-50.00', 'rejected', refunded],
      ['withdrawal', '-100.00', 'pending', waiting],
      ['deposit', '200.00', 'rejected', rejected],
      ['deposit', '500.50', 'approved', approved],
      ['deposit', '300.00', 'pending', pending],
      ['adjustment', '1000.00', 'completed', null],
    ]);
    const byId = new Map(rows.map((row) => [row.reference ?? row.id, row]));
    expect(byId.get(pending)).toMatchObject({ balanceAfter: null, decidedAt: null, id: pending });
    expect(byId.get(pending)?.channelName).toBeTypeOf('string');
    expect(byId.get(approved)).toMatchObject({ balanceAfter: '1500.50' });
    expect(byId.get(approved)?.decidedAt).not.toBeNull();
    expect(byId.get(rejected)).toMatchObject({
      balanceAfter: null,
      reason: 'Transaction not found',
    });
    expect(byId.get(waiting)).toMatchObject({ balanceAfter: '1400.50' });
    const bonus = rows.find((row) => row.type === 'bonus')!;
    expect(bonus).toMatchObject({ reason: 'Welcome bonus', balanceAfter: '1410.50' });
    expect(bonus.id).toMatch(/^E\d+$/);
    expect(new Set(rows.map((row) => row.id)).size).toBe(rows.length);
    expect(await findLedgerMismatches(db)).toEqual([]);
  });

  it('filters by type and status: bets and wins under all only, refunds under withdrawal', async () => {
    const db = database.db;
    await fund(db, USER, '1000.00');
    const pending = await depositOrder(db, USER, '300.00');
    const approved = await depositOrder(db, USER, '500.00', 'approved');
    const waiting = await withdrawOrder(db, USER, '100.00');
    const refunded = await withdrawOrder(db, USER, '50.00', 'rejected', 'No');
    await bookEntry(db, USER, 'bonus', '10.00');
    await bookEntry(db, USER, 'rebate', '3.25');
    await bookEntry(db, USER, 'bet', '-1.00', { reference: 'Rx' });
    const types = async (query: Record<string, string>) =>
      (await page(query)).rows.map((row) => [row.type, row.reference ?? row.status]);
    expect(await types({ type: 'deposit' })).toEqual([
      ['deposit', approved],
      ['deposit', pending],
    ]);
    expect(await types({ type: 'withdrawal' })).toEqual([
      ['refund', refunded],
      ['withdrawal', refunded],
      ['withdrawal', waiting],
    ]);
    expect(await types({ type: 'bonus' })).toEqual([['bonus', 'completed']]);
    expect(await types({ type: 'rebate' })).toEqual([['rebate', 'completed']]);
    expect(await types({ type: 'adjustment' })).toEqual([['adjustment', 'completed']]);
    expect(await types({ status: 'pending' })).toEqual([
      ['withdrawal', waiting],
      ['deposit', pending],
    ]);
    expect(await types({ status: 'approved' })).toEqual([['deposit', approved]]);
    expect(await types({ status: 'rejected', type: 'withdrawal' })).toEqual([
      ['withdrawal', refunded],
    ]);
    expect(await types({ status: 'approved', type: 'bonus' })).toEqual([]);
    const all = await types({});
    expect(all.filter(([type]) => type === 'bet')).toHaveLength(1);
  });

  it('pages 24 at a time, newest first, stable when rows share an instant, hasMore exact', async () => {
    for (let n = 1; n <= 25; n += 1)
      await bookEntry(database.db, USER, 'bonus', `${n}.00`, { note: `bonus ${n}` });
    const first = await page();
    const second = await page({ page: '2' });
    expect(first.rows).toHaveLength(24);
    expect(first.hasMore).toBe(true);
    expect(second.rows).toHaveLength(1);
    expect(second.hasMore).toBe(false);
    expect([...first.rows, ...second.rows].map((row) => row.amount)).toEqual(
      Array.from({ length: 25 }, (_, index) => `${25 - index}.00`),
    );
    expect((await page({ page: '3' })).rows).toEqual([]);
    // Exactly 24: no further page.
    await clearCashier(database.db);
    for (let n = 1; n <= 24; n += 1) await bookEntry(database.db, USER, 'bonus', '1.00');
    expect(await page()).toMatchObject({ hasMore: false });
    // Rows of one instant still page without overlap or gap.
    const instant = new Date().toISOString();
    await database.db.execute(sql`update wallet_entries set created_at = ${instant}::timestamptz`);
    await depositOrder(database.db, USER, '300.00');
    await database.db.execute(sql`update deposit_orders set created_at = ${instant}::timestamptz`);
    const a = await page();
    const b = await page({ page: '2' });
    const ids = [...a.rows, ...b.rows].map((row) => row.id);
    expect(ids).toHaveLength(25);
    expect(new Set(ids).size).toBe(25);
    expect(await page()).toEqual(a);
  });

  it('counts whole Bangladesh days (UTC+6): 17:59:59Z and 18:00:00Z fall on different days', async () => {
    await bookEntry(database.db, USER, 'bonus', '1.00', { note: 'late' });
    await bookEntry(database.db, USER, 'bonus', '2.00', { note: 'next day' });
    const order = await depositOrder(database.db, USER, '300.00');
    await setTimes(database.db, { entryNote: 'late' }, '2026-03-01T17:59:59.999Z');
    await setTimes(database.db, { entryNote: 'next day' }, '2026-03-01T18:00:00.000Z');
    await setTimes(database.db, { orderNo: order }, '2026-02-28T18:00:00.000Z');
    const amounts = async (from: string, to: string) =>
      (await page({ from, to })).rows.map((row) => row.amount);
    expect(await amounts('2026-03-01', '2026-03-01')).toEqual(['1.00', '300.00']);
    expect(await amounts('2026-03-02', '2026-03-02')).toEqual(['2.00']);
    expect(await amounts('2026-02-28', '2026-02-28')).toEqual([]);
    expect(await amounts('2026-02-01', '2026-03-02')).toEqual(['2.00', '1.00', '300.00']);
    const late = (await page({ from: '2026-03-01', to: '2026-03-01' })).rows[0]!;
    expect(late.createdAt).toBe('2026-03-01T17:59:59.999Z');
  });

  it('refuses bad filters with request_param_err, never a 500', async () => {
    const bad: Record<string, string>[] = [
      { from: '2026-03-02', to: '2026-03-01' },
      { from: '2026-01-01', to: '2026-04-01' },
      { from: '2026-02-30', to: '2026-03-01' },
      { from: '2026-13-01', to: '2026-13-01' },
      { from: '01-03-2026', to: '2026-03-01' },
      { type: 'bet' },
      { type: 'ALL' },
      { status: 'completed' },
      { page: '0' },
      { page: '1.5' },
      { page: 'x' },
      { type: 'deposit\u0000' },
    ];
    for (const query of bad) {
      const answer = await records(query);
      expect(answer.status, JSON.stringify(query)).toBe(400);
      expect(answer.body.errorCode, JSON.stringify(query)).toBe('request_param_err');
    }
    const missing = await call(app, '/wps/cashier/records', { headers: { Authorization: token } });
    expect(missing.status).toBe(400);
    // 90 days, both ends included, is the most a call covers.
    expect((await records({ from: '2026-01-01', to: '2026-03-31' })).status).toBe(200);
    expect((await records({ from: '2026-01-01', to: '2026-04-01' })).status).toBe(400);
  });

  it('needs a member session and its module: no session 401, trial 403, module off refused', async () => {
    const anonymous = await call(app, `/wps/cashier/records?from=${today()}&to=${today()}`);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.errorCode).toBe('login.not.session');
    const trial = await sessionToken(database, 'trial_0123456789', 4);
    const refused = await records({}, trial);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      errorCode: 'trial.not.allowed',
      message: 'Please login an actual account to use this function',
    });
    await overrideSite(app, { whitelabel: [{ moduleId: 'TRANSREC3', enabled: false }] });
    const off = await records({});
    expect(off.status).toBe(400);
    expect(off.body.errorCode).toBe('function.not.available');
  });
});
