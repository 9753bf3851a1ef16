import { and, gt, inArray, sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { loginFailures } from '../schema.ts';

/** Adds one failure to each counter (the caller's address, an SMS login's number), in one statement per counter. */
export async function recordLoginFailure(
  db: Database,
  keys: readonly string[],
  now: Date,
): Promise<void> {
  for (const key of keys) {
    await db
      .insert(loginFailures)
      .values({ key, failures: 1, lastFailedAt: now })
      .onConflictDoUpdate({
        target: loginFailures.key,
        set: { failures: sql`${loginFailures.failures} + 1`, lastFailedAt: now },
      });
  }
}

/** True when any of the counters saw a failure after `since`. */
export async function hasRecentLoginFailure(
  db: Database,
  keys: readonly string[],
  since: Date,
): Promise<boolean> {
  if (keys.length === 0) return false;
  const rows = await db
    .select({ key: loginFailures.key })
    .from(loginFailures)
    .where(and(inArray(loginFailures.key, [...keys]), gt(loginFailures.lastFailedAt, since)))
    .limit(1);
  return rows.length > 0;
}

export async function clearLoginFailures(db: Database, keys: readonly string[]): Promise<void> {
  if (keys.length === 0) return;
  await db.delete(loginFailures).where(inArray(loginFailures.key, [...keys]));
}

export interface AccountThrottle {
  /** Wrong guesses allowed before the account waits between attempts. */
  freeFailures: number;
  /** The first wait; it doubles with each further failure, up to maxDelaySeconds. */
  baseDelaySeconds: number;
  maxDelaySeconds: number;
  /** Failures older than this are forgotten: the count starts again. */
  forgetBefore: Date;
  /** Attempts in flight since before this are taken as lost (a process that died mid-check). */
  staleBefore: Date;
}

/** The answer of a reservation: go ahead, wait out the account's delay, or come back in a moment. */
export type AccountAttempt =
  { kind: 'reserved' } | { kind: 'waiting'; waitSeconds: number } | { kind: 'busy' };

// The "last failure" of a row that only holds checks in flight: older than any failure memory.
const NEVER = new Date(0);

/** The counters as they stand once forgotten failures and lost attempts are dropped. */
function liveCounters(rule: Pick<AccountThrottle, 'forgetBefore' | 'staleBefore'>) {
  const failures = sql`(case when ${loginFailures.lastFailedAt} < ${rule.forgetBefore} then 0 else ${loginFailures.failures} end)`;
  const pending = sql`(case when ${loginFailures.pendingSince} is null or ${loginFailures.pendingSince} < ${rule.staleBefore} then 0 else ${loginFailures.pending} end)`;
  return { failures, pending };
}

/**
 * Reserves one password check against an account, in one statement, before the password is
 * compared. Refused (and not counted) while the account waits out its delay after too many
 * failures, or while as many checks are in flight as failures are still free (one at a time once
 * none is): so parallel guesses from many addresses are never all compared before the first of them
 * is recorded, yet a burst of right passwords is not mistaken for guessing. Every reservation is
 * settled by settleAccountFailure or, on the right password, clearLoginFailures.
 */
export async function reserveAccountAttempt(
  db: Database,
  key: string,
  now: Date,
  rule: AccountThrottle,
): Promise<AccountAttempt> {
  const { failures, pending } = liveCounters(rule);
  const delay = sql`make_interval(secs => least(${rule.baseDelaySeconds} * power(2, ${failures} - ${rule.freeFailures}), ${rule.maxDelaySeconds}))`;
  const waiting = sql`(${failures} >= ${rule.freeFailures} and ${loginFailures.lastFailedAt} + ${delay} > ${now})`;
  const busy = sql`(${pending} >= greatest(1, ${rule.freeFailures} - ${failures}))`;
  const reserved = await db
    .insert(loginFailures)
    .values({ key, failures: 0, lastFailedAt: NEVER, pending: 1, pendingSince: now })
    .onConflictDoUpdate({
      target: loginFailures.key,
      set: { failures, pending: sql`${pending} + 1`, pendingSince: now },
      setWhere: sql`not ${waiting} and not ${busy}`,
    })
    .returning({ key: loginFailures.key });
  if (reserved.length > 0) return { kind: 'reserved' };
  const [row] = await db
    .select({
      waiting: sql<boolean>`${waiting}`,
      seconds: sql<number>`ceil(extract(epoch from (${loginFailures.lastFailedAt} + ${delay} - ${now}::timestamptz)))`,
    })
    .from(loginFailures)
    .where(sql`${loginFailures.key} = ${key}`);
  // The row may have been cleared by a right password in between: then it is simply busy for a moment.
  return row?.waiting === true
    ? { kind: 'waiting', waitSeconds: Math.max(1, Number(row.seconds)) }
    : { kind: 'busy' };
}

/** Settles a reserved check that found a wrong password: one more failure, one fewer in flight. */
export async function settleAccountFailure(
  db: Database,
  key: string,
  now: Date,
  rule: Pick<AccountThrottle, 'forgetBefore' | 'staleBefore'>,
): Promise<void> {
  const { failures, pending } = liveCounters(rule);
  await db
    .insert(loginFailures)
    .values({ key, failures: 1, lastFailedAt: now })
    .onConflictDoUpdate({
      target: loginFailures.key,
      set: {
        failures: sql`${failures} + 1`,
        lastFailedAt: now,
        pending: sql`greatest(${pending} - 1, 0)`,
      },
    });
}

/** Gives back a reserved check that ended without an answer (an error while checking): no failure counted. */
export async function releaseAccountAttempt(db: Database, key: string): Promise<void> {
  await db
    .update(loginFailures)
    .set({ pending: sql`greatest(${loginFailures.pending} - 1, 0)` })
    .where(sql`${loginFailures.key} = ${key}`);
}
