import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { LimitPeriod } from '../../../shared/contract/rewards.ts';
import type { Database } from '../client.ts';
import {
  depositLimits,
  depositOrders,
  members,
  selfExclusions,
  sessions,
  walletEntries,
} from '../schema.ts';

// The tables of responsible gaming (requirements D5): deposit limits, the sums they are held to,
// self-exclusions and the session reminder.

export type DepositLimitRow = typeof depositLimits.$inferSelect;

/**
 * Holds the member's row until the transaction ends: deposit orders and limit changes of one member
 * then run one after another, so parallel orders cannot each see room that only one of them has.
 */
export async function holdMember(tx: Database, userName: string): Promise<void> {
  await tx
    .select({ id: members.id })
    .from(members)
    .where(eq(members.userName, userName))
    .for('update');
}

export async function depositLimitRows(db: Database, userName: string): Promise<DepositLimitRow[]> {
  return db.select().from(depositLimits).where(eq(depositLimits.userName, userName));
}

export async function saveDepositLimit(
  db: Database,
  row: Omit<DepositLimitRow, 'updatedAt'>,
): Promise<void> {
  const { userName, period, ...change } = row;
  await db
    .insert(depositLimits)
    .values({ userName, period, ...change })
    .onConflictDoUpdate({
      target: [depositLimits.userName, depositLimits.period],
      set: { ...change, updatedAt: sql`now()` },
    });
}

/**
 * Per period, the sum of the member's pending and approved deposits placed since the period's start
 * (requirements D5.1), as NUMERIC(18,2) prints it: summed in SQL, never in a float.
 */
export async function depositSums(
  db: Database,
  userName: string,
  starts: Record<LimitPeriod, Date>,
): Promise<Record<LimitPeriod, string>> {
  const since = (start: Date) =>
    sql<string>`coalesce(sum(${depositOrders.amount}) filter (where ${depositOrders.createdAt} >= ${start.toISOString()}::timestamptz), 0)::numeric(18,2)::text`;
  const [row] = await db
    .select({ day: since(starts.day), week: since(starts.week), month: since(starts.month) })
    .from(depositOrders)
    .where(
      and(
        eq(depositOrders.userName, userName),
        inArray(depositOrders.status, ['pending', 'approved']),
      ),
    );
  return {
    day: row?.day ?? '0.00',
    week: row?.week ?? '0.00',
    month: row?.month ?? '0.00',
  };
}

/** The end of the member's self-exclusion running at `now`, if one is. */
export async function runningExclusionEnd(
  db: Database,
  userName: string,
  now: Date,
): Promise<Date | undefined> {
  const [row] = await db
    .select({ endsAt: selfExclusions.endsAt })
    .from(selfExclusions)
    .where(and(eq(selfExclusions.userName, userName), gt(selfExclusions.endsAt, now)))
    .orderBy(sql`${selfExclusions.endsAt} desc`)
    .limit(1);
  return row?.endsAt;
}

export async function insertSelfExclusion(
  db: Database,
  exclusion: { userName: string; startsAt: Date; endsAt: Date },
): Promise<void> {
  await db.insert(selfExclusions).values(exclusion);
}

/** Ends every session of the member (requirements D5.3): their tokens answer login.not.session. */
export async function deleteMemberSessions(db: Database, userName: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userName, userName));
}

export async function setReminderMinutes(
  db: Database,
  userName: string,
  minutes: number | null,
): Promise<void> {
  await db
    .update(members)
    .set({ sessionReminderMinutes: minutes })
    .where(eq(members.userName, userName));
}

export async function reminderMinutes(db: Database, userName: string): Promise<number | null> {
  const [row] = await db
    .select({ minutes: members.sessionReminderMinutes })
    .from(members)
    .where(eq(members.userName, userName));
  return row?.minutes ?? null;
}

/** Wins minus bets since `since` (requirements D5.2): bet entries are negative, so it is their sum. */
export async function netResultSince(db: Database, userName: string, since: Date): Promise<string> {
  const [row] = await db
    .select({
      net: sql<string>`coalesce(sum(${walletEntries.amount}), 0)::numeric(18,2)::text`,
    })
    .from(walletEntries)
    .where(
      and(
        eq(walletEntries.userName, userName),
        inArray(walletEntries.type, ['win', 'bet']),
        sql`${walletEntries.createdAt} >= ${since.toISOString()}::timestamptz`,
      ),
    );
  return row?.net ?? '0.00';
}
