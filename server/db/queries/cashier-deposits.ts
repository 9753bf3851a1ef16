import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { depositOrders } from '../schema.ts';

export type DepositOrderRow = typeof depositOrders.$inferSelect;
export type NewDepositOrder = typeof depositOrders.$inferInsert;

/**
 * Inserts the order unless one of its unique keys is taken (the order number, the member's
 * idempotency key, the transaction ID): then nothing is written and undefined comes back. A parallel
 * insert with the same key waits for the other to commit, so the caller's next read sees the winner.
 */
export async function insertDepositOrder(
  db: Database,
  order: NewDepositOrder,
): Promise<DepositOrderRow | undefined> {
  const [row] = await db.insert(depositOrders).values(order).onConflictDoNothing().returning();
  return row;
}

export async function findDepositOrder(
  db: Database,
  orderNo: string,
): Promise<DepositOrderRow | undefined> {
  const [row] = await db.select().from(depositOrders).where(eq(depositOrders.orderNo, orderNo));
  return row;
}

export async function findDepositByKey(
  db: Database,
  userName: string,
  idempotencyKey: string,
): Promise<DepositOrderRow | undefined> {
  const [row] = await db
    .select()
    .from(depositOrders)
    .where(
      and(eq(depositOrders.userName, userName), eq(depositOrders.idempotencyKey, idempotencyKey)),
    );
  return row;
}

export async function transactionIdTaken(db: Database, transactionId: string): Promise<boolean> {
  const rows = await db
    .select({ orderNo: depositOrders.orderNo })
    .from(depositOrders)
    .where(eq(depositOrders.transactionId, transactionId))
    .limit(1);
  return rows.length > 0;
}

/**
 * Decides a pending order in one statement: of two decisions at once exactly one finds it pending
 * (the other's UPDATE waits for the row, then matches nothing). Undefined when it was not pending.
 */
export async function decideDepositOrder(
  db: Database,
  orderNo: string,
  decision: { status: 'approved' | 'rejected'; reason: string | null },
): Promise<DepositOrderRow | undefined> {
  const [row] = await db
    .update(depositOrders)
    .set({ status: decision.status, reason: decision.reason, decidedAt: sql`now()` })
    .where(and(eq(depositOrders.orderNo, orderNo), eq(depositOrders.status, 'pending')))
    .returning();
  return row;
}

/** Pending deposits placed before `before`, oldest first: the automatic approval's work. */
export async function dueDepositOrders(
  db: Database,
  before: Date,
  limit: number,
): Promise<string[]> {
  const rows = await db
    .select({ orderNo: depositOrders.orderNo })
    .from(depositOrders)
    .where(and(eq(depositOrders.status, 'pending'), sql`${depositOrders.createdAt} <= ${before}`))
    .orderBy(depositOrders.createdAt)
    .limit(limit);
  return rows.map((row) => row.orderNo);
}
