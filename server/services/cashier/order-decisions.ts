import type { Database } from '../../db/client.ts';
import { decideDepositOrder, findDepositOrder } from '../../db/queries/cashier-deposits.ts';
import { decideWithdrawOrder, findWithdrawOrder } from '../../db/queries/cashier-withdrawals.ts';
import { Refusal } from '../refusal.ts';
import { postEntry } from './ledger.ts';
import { orderKindOf } from './order-numbers.ts';

// The operator's decisions (requirements C1.2, C3.6, C4.4), made by the development controls here
// and by the automatic approval of deposits (services/cashier/auto-approve.ts). Each order is decided
// once: the status moves from pending in one UPDATE … WHERE status = 'pending', and only the
// transaction whose UPDATE found it pending books the order's entry, in the same transaction; the
// unique index on the entries' (type, reference) would refuse a second booking even so.

export type Decision = { kind: 'approve' } | { kind: 'reject'; reason: string };

export interface DecidedOrder {
  orderNo: string;
  status: 'approved' | 'rejected';
  /** The balance after the entry the decision booked; null when it booked none. */
  balanceAfter: string | null;
}

function alreadyDecided(): Refusal {
  return new Refusal('order.already.decided', 'This order has already been decided');
}

/**
 * Approves or rejects a pending order: a deposit's approval books a `deposit` entry of exactly its
 * amount, a withdrawal's rejection a `refund` of its amount (its `withdrawal` entry was booked when it
 * was placed); the other two decisions book nothing. `not.found` for an unknown order,
 * `order.already.decided` for one no longer pending.
 */
export async function decideOrder(
  db: Database,
  orderNo: string,
  decision: Decision,
): Promise<DecidedOrder> {
  const kind = orderKindOf(orderNo);
  const status = decision.kind === 'approve' ? 'approved' : 'rejected';
  const reason = decision.kind === 'reject' ? decision.reason : null;
  const decided = await db.transaction(async (tx): Promise<DecidedOrder | undefined> => {
    if (kind === 'D') {
      const row = await decideDepositOrder(tx, orderNo, { status, reason });
      if (row === undefined) return undefined;
      if (status === 'rejected') return { orderNo, status, balanceAfter: null };
      const entry = await postEntry(tx, {
        userName: row.userName,
        type: 'deposit',
        amount: row.amount,
        reference: row.orderNo,
      });
      return { orderNo, status, balanceAfter: entry.balanceAfter };
    }
    if (kind === 'W') {
      const row = await decideWithdrawOrder(tx, orderNo, { status, reason });
      if (row === undefined) return undefined;
      if (status === 'approved') return { orderNo, status, balanceAfter: null };
      const entry = await postEntry(tx, {
        userName: row.userName,
        type: 'refund',
        amount: row.amount,
        reference: row.orderNo,
      });
      return { orderNo, status, balanceAfter: entry.balanceAfter };
    }
    return undefined;
  });
  if (decided !== undefined) return decided;
  const exists =
    kind === 'D'
      ? await findDepositOrder(db, orderNo)
      : kind === 'W'
        ? await findWithdrawOrder(db, orderNo)
        : undefined;
  if (exists === undefined) throw new Refusal('not.found', 'No such order');
  throw alreadyDecided();
}
