import type {
  DepositLimit,
  DepositLimitRequest,
  DepositLimits,
} from '../../../shared/contract/calls/responsible-gaming.ts';
import {
  LIMIT_PERIODS,
  REWARD_LIMITS,
  type LimitPeriod,
} from '../../../shared/contract/rewards.ts';
import type { Database } from '../../db/client.ts';
import {
  depositLimitRows,
  depositSums,
  holdMember,
  saveDepositLimit,
  type DepositLimitRow,
} from '../../db/queries/responsible-gaming.ts';
import { cents, fromCents, twoDecimals } from '../cashier/money.ts';
import { Refusal } from '../refusal.ts';
import { recordAccountEvent } from '../security/account-events.ts';
import { periodStart } from './bangladesh-periods.ts';

// Deposit limits (requirements D5.1): per Bangladesh day, week and month. Lowering or setting one
// applies at once; raising or removing one waits REWARD_LIMITS.limitRaiseDelayMs, so a player cannot
// undo a limit in a moment of heat. A waiting change is applied when its time has come, read or not.

/** A limit as of `now`: the amount in effect and what still waits. */
export interface SettledLimit {
  amount: string | null;
  pending: { amount: string | null; from: Date } | null;
}

export function settleLimit(row: DepositLimitRow | undefined, now: Date): SettledLimit {
  if (row === undefined) return { amount: null, pending: null };
  const waiting = row.pendingFrom === null ? null : row.pendingFrom;
  const pendingAmount = row.pendingRemoval ? null : row.pendingAmount;
  if (waiting !== null && waiting.getTime() <= now.getTime())
    return { amount: pendingAmount, pending: null };
  return {
    amount: row.amount,
    pending: waiting === null ? null : { amount: pendingAmount, from: waiting },
  };
}

function periodStarts(now: Date): Record<LimitPeriod, Date> {
  return {
    day: periodStart('day', now),
    week: periodStart('week', now),
    month: periodStart('month', now),
  };
}

/** The member's limits, each with what its period has used (GET /wps/security/limits). */
export async function depositLimits(
  db: Database,
  userName: string,
  now = new Date(),
): Promise<DepositLimits> {
  const rows = await depositLimitRows(db, userName);
  const used = await depositSums(db, userName, periodStarts(now));
  const limits = LIMIT_PERIODS.map((period): DepositLimit => {
    const limit = settleLimit(
      rows.find((row) => row.period === period),
      now,
    );
    return {
      period,
      amount: limit.amount,
      pending:
        limit.pending === null
          ? null
          : { amount: limit.pending.amount, from: limit.pending.from.toISOString() },
      used: used[period],
    };
  });
  return { limits };
}

/**
 * Sets or removes one period's limit (PUT /wps/security/limits). Under the member's row lock, so two
 * changes at once are applied one after the other, and the record (requirements D5.4) commits with it.
 */
export async function changeDepositLimit(
  db: Database,
  userName: string,
  request: DepositLimitRequest,
  now = new Date(),
): Promise<DepositLimits> {
  const wanted = request.amount === null ? null : twoDecimals(request.amount);
  if (wanted !== null && cents(wanted) === 0n)
    throw new Refusal('request_param_err', 'A limit must be more than 0', {
      fields: [{ field: 'amount', reason: 'more than 0' }],
    });
  await db.transaction(async (tx) => {
    await holdMember(tx, userName);
    const rows = await depositLimitRows(tx, userName);
    const current = settleLimit(
      rows.find((row) => row.period === request.period),
      now,
    ).amount;
    // Stricter (a first limit, or a lower one) applies at once and drops any waiting raise; looser
    // (higher, or none) waits out the delay while the current limit stays.
    const stricter = wanted !== null && (current === null || cents(wanted) <= cents(current));
    if (stricter || (wanted === null && current === null)) {
      await saveDepositLimit(tx, {
        userName,
        period: request.period,
        amount: wanted,
        pendingAmount: null,
        pendingRemoval: false,
        pendingFrom: null,
      });
      await recordAccountEvent(tx, userName, 'depositLimit.set', {
        period: request.period,
        amount: wanted,
      });
      return;
    }
    const from = new Date(now.getTime() + REWARD_LIMITS.limitRaiseDelayMs);
    await saveDepositLimit(tx, {
      userName,
      period: request.period,
      amount: current,
      pendingAmount: wanted,
      pendingRemoval: wanted === null,
      pendingFrom: from,
    });
    await recordAccountEvent(tx, userName, 'depositLimit.pending', {
      period: request.period,
      amount: wanted,
      from: from.toISOString(),
    });
  });
  return depositLimits(db, userName, now);
}

/**
 * Refuses a deposit of `amount` that would take a period's pending and approved deposits above its
 * limit (requirements D5.1): `deposit.limit.exceeded` with the period and what is left. Call it in
 * the transaction that inserts the order, after holdMember, so parallel orders are counted in turn.
 */
export async function checkDepositLimits(
  tx: Database,
  userName: string,
  amount: string,
  now = new Date(),
): Promise<void> {
  const rows = await depositLimitRows(tx, userName);
  if (rows.length === 0) return;
  const used = await depositSums(tx, userName, periodStarts(now));
  for (const period of LIMIT_PERIODS) {
    const limit = settleLimit(
      rows.find((row) => row.period === period),
      now,
    ).amount;
    if (limit === null) continue;
    const room = cents(limit) - cents(used[period]);
    if (cents(amount) > room)
      throw new Refusal('deposit.limit.exceeded', `This deposit is above your ${period} limit`, {
        period,
        remaining: fromCents(room > 0n ? room : 0n),
      });
  }
}
