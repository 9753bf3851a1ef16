import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { withdrawOrders } from '../schema.ts';

export type WithdrawOrderRow = typeof withdrawOrders.$inferSelect;
export type NewWithdrawOrder = typeof withdrawOrders.$inferInsert;

/** Like insertDepositOrder: undefined when the order number or the member's key is taken. */
export async function insertWithdrawOrder(
  db: Database,
  order: NewWithdrawOrder,
): Promise<WithdrawOrderRow | undefined> {
  const [row] = await db.insert(withdrawOrders).values(order).onConflictDoNothing().returning();
  return row;
}

export async function findWithdrawOrder(
  db: Database,
  orderNo: string,
): Promise<WithdrawOrderRow | undefined> {
  const [row] = await db.select().from(withdrawOrders).where(eq(withdrawOrders.orderNo, orderNo));
  return row;
}

export async function findWithdrawByKey(
  db: Database,
  userName: string,
  idempotencyKey: string,
): Promise<WithdrawOrderRow | undefined> {
  const [row] = await db
    .select()
    .from(withdrawOrders)
    .where(
      and(eq(withdrawOrders.userName, userName), eq(withdrawOrders.idempotencyKey, idempotencyKey)),
    );
  return row;
}

/** The sum of the member's pending withdrawals, as NUMERIC prints it. */
export async function pendingWithdrawalSum(db: Database, userName: string): Promise<string> {
  const [row] = await db
    .select({
      sum: sql<string>`coalesce(sum(${withdrawOrders.amount}), 0)::numeric(18, 2)::text`,
    })
    .from(withdrawOrders)
    .where(and(eq(withdrawOrders.userName, userName), eq(withdrawOrders.status, 'pending')));
  return row?.sum ?? '0.00';
}

/** Decides a pending withdrawal in one statement (see decideDepositOrder). */
export async function decideWithdrawOrder(
  db: Database,
  orderNo: string,
  decision: { status: 'approved' | 'rejected'; reason: string | null },
): Promise<WithdrawOrderRow | undefined> {
  const [row] = await db
    .update(withdrawOrders)
    .set({ status: decision.status, reason: decision.reason, decidedAt: sql`now()` })
    .where(and(eq(withdrawOrders.orderNo, orderNo), eq(withdrawOrders.status, 'pending')))
    .returning();
  return row;
}
