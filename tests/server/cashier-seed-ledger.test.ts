import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountsSeeder, DEMO_ACCOUNTS } from '../../server/db/seed/accounts.ts';
import { contentSeeder } from '../../server/db/seed/content.ts';
import { resetToSeed } from '../../server/db/seed/index.ts';
import { findLedgerMismatches, listEntries } from '../../server/services/cashier/ledger.ts';
import { decide, depositBody, newMember, postDeposit, valueOf } from './helpers/cashier.ts';
import { call } from './helpers/test-app.ts';
import { cashierApp } from './helpers/cashier.ts';
import { openTestDatabase, type TestDatabase } from './helpers/test-db.ts';

// Requirements C2.2: a seeded balance is an opening adjustment entry, so the ledger holds on a
// freshly seeded database and again after the development reset, which empties the cashier's tables.

const SEEDERS = [accountsSeeder, contentSeeder];

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
  await resetToSeed(database.db, SEEDERS);
}, 60_000);
afterAll(async () => database.close());

describe('the seeded ledger', () => {
  it('books each demo balance as an opening entry, and holds after a deposit and a reset', async () => {
    expect(await findLedgerMismatches(database.db)).toEqual([]);
    expect(await listEntries(database.db, DEMO_ACCOUNTS.member.userName)).toMatchObject([
      { type: 'adjustment', amount: '25380.75', balanceAfter: '25380.75', note: 'Opening balance' },
    ]);
    const app = cashierApp(database.db, { seeders: SEEDERS });
    const member = await newMember(database.db, '100.00');
    const order = valueOf<{ orderNo: string }>(await postDeposit(app, member.token, depositBody()));
    valueOf(await decide(app, order.orderNo, 'approve'));
    expect(await findLedgerMismatches(database.db)).toEqual([]);
    expect((await call(app, '/dev/reset', { method: 'POST' })).status).toBe(200);
    expect(await findLedgerMismatches(database.db)).toEqual([]);
    expect(await listEntries(database.db, member.userName)).toEqual([]);
    expect(await listEntries(database.db, DEMO_ACCOUNTS.member.userName)).toHaveLength(1);
  });
});
