import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../server/db/client.ts';
import {
  checkLedger,
  findLedgerMismatches,
  listEntries,
  postEntry,
} from '../../server/services/cashier/ledger.ts';
import { Refusal } from '../../server/services/refusal.ts';
import { openTestDatabase, usingPostgres, type TestDatabase } from './helpers/test-db.ts';

// The ledger's promises (requirements C2, docs/api.md "Cashier"): every change is an entry, the
// balance is the sum of the entries, entries chain, and nothing can take a balance below 0 — also
// when many transactions book at once, on PGlite and on PostgreSQL over two connection pools.

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
}, 60_000);
afterAll(async () => database.close());
beforeEach(async () => database.reset());

async function book(userName: string, amount: string, type: 'deposit' | 'bet' = 'deposit') {
  return database.db.transaction((tx) => postEntry(tx, { userName, type, amount }));
}

describe('the wallet ledger', () => {
  it('moves the balance by exactly each entry and records the balance after it', async () => {
    expect((await book('ann', '100.10')).balanceAfter).toBe('100.10');
    expect((await book('ann', '0.20')).balanceAfter).toBe('100.30');
    expect((await book('ann', '-0.30', 'bet')).balanceAfter).toBe('100.00');
    const entries = await listEntries(database.db, 'ann');
    expect(entries.map((entry) => [entry.type, entry.amount, entry.balanceAfter])).toEqual([
      ['deposit', '100.10', '100.10'],
      ['deposit', '0.20', '100.30'],
      ['bet', '-0.30', '100.00'],
    ]);
    expect(await checkLedger(database.db, 'ann')).toMatchObject({
      balance: '100.00',
      sum: '100.00',
      lastBalanceAfter: '100.00',
      entries: 3,
    });
    expect(await findLedgerMismatches(database.db)).toEqual([]);
  });

  it('refuses an entry that would take the balance below 0 and books nothing for it', async () => {
    await book('bob', '5.00');
    const refused = await book('bob', '-5.01', 'bet').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(Refusal);
    expect(refused).toMatchObject({
      code: 'withdraw.balance.insufficient',
      value: { withdrawable: '5.00' },
    });
    expect(await checkLedger(database.db, 'bob')).toMatchObject({ balance: '5.00', entries: 1 });
    expect((await book('bob', '-5.00', 'bet')).balanceAfter).toBe('0.00');
  });

  it('keeps a rolled-back transaction out of both the wallet and the entries', async () => {
    await book('cat', '10.00');
    await expect(
      database.db.transaction(async (tx) => {
        await postEntry(tx, { userName: 'cat', type: 'bet', amount: '-4.00' });
        throw new Error('the round failed after its bet');
      }),
    ).rejects.toThrow('the round failed');
    expect(await checkLedger(database.db, 'cat')).toMatchObject({ balance: '10.00', entries: 1 });
  });

  it('lets 20 simultaneous debits take exactly what is there, never more', async () => {
    await book('dan', '100.00');
    // 20 debits of 7.00 against 100.00: 14 fit (98.00), 6 must be refused.
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () => book('dan', '-7.00', 'bet')),
    );
    const booked = results.filter((result) => result.status === 'fulfilled');
    const refused = results.filter(
      (result) => result.status === 'rejected' && result.reason instanceof Refusal,
    );
    expect(booked).toHaveLength(14);
    expect(refused).toHaveLength(6);
    expect(await checkLedger(database.db, 'dan')).toMatchObject({
      balance: '2.00',
      sum: '2.00',
      entries: 15,
    });
    expect(await findLedgerMismatches(database.db)).toEqual([]);
  });

  it.runIf(usingPostgres)(
    'holds over two connection pools booking at once (PostgreSQL)',
    async () => {
      const second: DatabaseHandle = await openDatabase({
        dataDir: 'memory://',
        databaseUrl: database.databaseUrl,
      });
      try {
        await book('eve', '50.00');
        const debit = (db: typeof database.db) =>
          db.transaction((tx) => postEntry(tx, { userName: 'eve', type: 'bet', amount: '-3.00' }));
        const results = await Promise.allSettled(
          Array.from({ length: 20 }, (_, index) => debit(index % 2 ? database.db : second.db)),
        );
        expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(16);
        expect(await checkLedger(database.db, 'eve')).toMatchObject({
          balance: '2.00',
          sum: '2.00',
        });
        expect(await findLedgerMismatches(database.db)).toEqual([]);
      } finally {
        await second.close();
      }
    },
  );
});
