import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { payoutAccounts } from '../schema.ts';

export type PayoutAccountRow = typeof payoutAccounts.$inferSelect;

export async function listPayoutAccounts(
  db: Database,
  userName: string,
): Promise<PayoutAccountRow[]> {
  return db
    .select()
    .from(payoutAccounts)
    .where(eq(payoutAccounts.userName, userName))
    .orderBy(asc(payoutAccounts.id));
}

export async function countPayoutAccounts(db: Database, userName: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(payoutAccounts)
    .where(eq(payoutAccounts.userName, userName));
  return row?.count ?? 0;
}

/** The member's own account by id; another member's is undefined like a missing one. */
export async function findOwnPayoutAccount(
  db: Database,
  userName: string,
  id: number,
): Promise<PayoutAccountRow | undefined> {
  const [row] = await db
    .select()
    .from(payoutAccounts)
    .where(and(eq(payoutAccounts.id, id), eq(payoutAccounts.userName, userName)));
  return row;
}

export async function findPayoutAccount(
  db: Database,
  id: number,
): Promise<PayoutAccountRow | undefined> {
  const [row] = await db.select().from(payoutAccounts).where(eq(payoutAccounts.id, id));
  return row;
}

/** Undefined when the member already saved this channel and number (the unique index). */
export async function insertPayoutAccount(
  db: Database,
  account: { userName: string; channel: string; accountNumber: string; holderName: string },
): Promise<PayoutAccountRow | undefined> {
  const [row] = await db.insert(payoutAccounts).values(account).onConflictDoNothing().returning();
  return row;
}

export async function payoutAccountExists(
  db: Database,
  account: { userName: string; channel: string; accountNumber: string },
): Promise<boolean> {
  const rows = await db
    .select({ id: payoutAccounts.id })
    .from(payoutAccounts)
    .where(
      and(
        eq(payoutAccounts.userName, account.userName),
        eq(payoutAccounts.channel, account.channel),
        eq(payoutAccounts.accountNumber, account.accountNumber),
      ),
    )
    .limit(1);
  return rows.length > 0;
}
