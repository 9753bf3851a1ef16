import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { walletEntries } from '../../server/db/schema.ts';
import { findLedgerMismatches } from '../../server/services/cashier/ledger.ts';
import { fund, pickGame } from './helpers/cashier-records.ts';
import { openCatalogue, sessionToken } from './helpers/games.ts';
import { play } from './helpers/manual-rebate.ts';
import { MERCHANT } from './helpers/test-app.ts';
import { usingPostgres } from './helpers/test-db.ts';
import { startCashierChild, stopCashierChildren } from './helpers/cashier-children.ts';

// Requirements D3.3 with real server processes (like cashier-processes.test.ts): 20 rebate claims
// split between two processes on one PostgreSQL, some repeating one key and the others each with a
// key of its own, pay the member's rounds once, and the ledger still adds up.

afterAll(stopCashierChildren);

async function claim(base: string, token: string, key: string) {
  const response = await fetch(`${base}/wps/rewards/rebate/claims`, {
    method: 'POST',
    headers: { Merchant: MERCHANT, Authorization: token, 'Idempotency-Key': key },
  });
  return {
    status: response.status,
    body: (await response.json()) as {
      success: boolean;
      errorCode?: string;
      value?: { id: number; total: string };
    },
  };
}

describe.runIf(usingPostgres)('two server processes on one PostgreSQL', () => {
  it('20 rebate claims split between them pay the rounds once', async () => {
    const fixture = await openCatalogue();
    try {
      const db = fixture.database.db;
      const slot = await pickGame(db, 'RNG', '0.10', false);
      const userName = `rebateproc${process.pid % 10_000}`;
      const token = await sessionToken(fixture.database, userName, 0);
      await fund(db, userName, '5000.00');
      await play(fixture.app, token, slot, '1000.00');
      await play(fixture.app, token, slot, '250.00');
      const [one, two] = await Promise.all([
        startCashierChild(fixture.database.databaseUrl!),
        startCashierChild(fixture.database.databaseUrl!),
      ]);
      const shared = randomUUID();
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, index) =>
          claim(index % 2 === 0 ? one! : two!, token, index < 10 ? shared : randomUUID()),
        ),
      );
      const paid = answers.filter((answer) => answer.status === 200);
      expect(paid.length).toBeGreaterThan(0);
      expect(new Set(paid.map((answer) => answer.body.value!.id)).size).toBe(1);
      expect(paid[0]!.body.value!.total).toBe('10.00');
      for (const answer of answers.filter((entry) => entry.status !== 200))
        expect(answer.body.errorCode).toBe('rebate.below.minimum');
      const entries = await db
        .select()
        .from(walletEntries)
        .where(and(eq(walletEntries.userName, userName), eq(walletEntries.type, 'rebate')));
      expect(entries.map((entry) => entry.amount)).toEqual(['10.00']);
      expect(await findLedgerMismatches(db)).toEqual([]);
    } finally {
      await fixture.database.close();
    }
  }, 120_000);
});
