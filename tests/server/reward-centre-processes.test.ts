import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { announcements, promotionEntries, walletEntries } from '../../server/db/schema.ts';
import { checkLedger, findLedgerMismatches } from '../../server/services/cashier/ledger.ts';
import { newMember } from './helpers/cashier.ts';
import { MERCHANT } from './helpers/test-app.ts';
import { openTestDatabase, usingPostgres } from './helpers/test-db.ts';
import { startCashierChild, stopCashierChildren } from './helpers/cashier-children.ts';

// Requirements D1.4 with real server processes: 20 claims of one sign-up reward split between two
// processes on one PostgreSQL (half with one key, half with a key each) book its bonus once.

afterAll(stopCashierChildren);

describe.runIf(usingPostgres)('two server processes on one PostgreSQL', () => {
  it('20 claims of one reward split between them book its bonus once', async () => {
    const database = await openTestDatabase();
    try {
      const { db } = database;
      const member = await newMember(db, '100.00');
      const promotionId = 9_001;
      await db.insert(announcements).values({
        id: promotionId,
        kind: 'promotion',
        titleBn: 'প্রক্রিয়া পরীক্ষা',
        titleEn: 'Process test',
        startsAt: new Date(Date.now() - 86_400_000),
        promotionType: 'JOIN',
        bonusAmount: '250.00',
        conditionCount: 1,
        sortOrder: 1,
      });
      await db.insert(promotionEntries).values({
        userName: member.userName,
        promotionId,
        state: 'claimable',
        completedConditions: 1,
      });
      const [one, two] = await Promise.all([
        startCashierChild(database.databaseUrl),
        startCashierChild(database.databaseUrl),
      ]);
      const key = randomUUID();
      const answers = await Promise.all(
        Array.from({ length: 20 }, async (_, index) => {
          const response = await fetch(
            `${index % 2 === 0 ? one : two}/wps/relay/MCSFE_signUpClaimReward`,
            {
              method: 'POST',
              headers: {
                Merchant: MERCHANT,
                'Content-Type': 'application/json',
                Authorization: member.token,
                'Idempotency-Key': index < 10 ? key : randomUUID(),
              },
              body: JSON.stringify({ promotionId }),
            },
          );
          return (await response.json()) as { value?: unknown };
        }),
      );
      expect(answers.map((answer) => answer.value)).toEqual(
        Array.from({ length: 20 }, () => ({ success: true, status: 'Claimed' })),
      );
      const bonuses = await db
        .select({ amount: walletEntries.amount, reference: walletEntries.reference })
        .from(walletEntries)
        .where(and(eq(walletEntries.userName, member.userName), eq(walletEntries.type, 'bonus')));
      expect(bonuses).toEqual([{ amount: '250.00', reference: `P${promotionId}` }]);
      expect(await checkLedger(db, member.userName)).toMatchObject({
        balance: '350.00',
        sum: '350.00',
        entries: 2,
      });
      expect(await findLedgerMismatches(db)).toEqual([]);
    } finally {
      await database.close();
    }
  }, 60_000);
});
