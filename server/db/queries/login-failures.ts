import { and, gt, inArray, sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { loginFailures } from '../schema.ts';

/** Adds one failure to each counter (account and caller), in one statement per counter. */
export async function recordLoginFailure(db: Database, keys: readonly string[], now: Date): Promise<void> {
  for (const key of keys) {
    await db
      .insert(loginFailures)
      .values({ key, failures: 1, lastFailedAt: now })
      .onConflictDoUpdate({ target: loginFailures.key, set: { failures: sql`${loginFailures.failures} + 1`, lastFailedAt: now } });
  }
}

/** True when any of the counters saw a failure after `since`. */
export async function hasRecentLoginFailure(db: Database, keys: readonly string[], since: Date): Promise<boolean> {
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
}

/**
 * Counts one attempt against an account before its password is compared, in one statement, and
 * refuses it (returns the seconds until the next attempt may be made) while the account is waiting
 * out its delay; a refused attempt is not counted. Counting first means parallel guesses from many
 * addresses cannot all be compared before the first of them is recorded. A successful login clears
 * the counter again (clearLoginFailures).
 */
export async function reserveAccountAttempt(db: Database, key: string, now: Date, rule: AccountThrottle): Promise<{ waitSeconds: number }> {
  const waiting = sql`${loginFailures.failures} >= ${rule.freeFailures} and ${loginFailures.lastFailedAt} >= ${rule.forgetBefore}
    and ${loginFailures.lastFailedAt} + make_interval(secs => least(${rule.baseDelaySeconds} * power(2, ${loginFailures.failures} - ${rule.freeFailures}), ${rule.maxDelaySeconds})) > ${now}`;
  const counted = await db
    .insert(loginFailures)
    .values({ key, failures: 1, lastFailedAt: now })
    .onConflictDoUpdate({
      target: loginFailures.key,
      set: {
        failures: sql`case when ${loginFailures.lastFailedAt} < ${rule.forgetBefore} then 1 else ${loginFailures.failures} + 1 end`,
        lastFailedAt: now,
      },
      setWhere: sql`not (${waiting})`,
    })
    .returning({ failures: loginFailures.failures });
  if (counted.length > 0) return { waitSeconds: 0 };
  const [row] = await db
    .select({
      seconds: sql<number>`ceil(extract(epoch from (${loginFailures.lastFailedAt} + make_interval(secs => least(${rule.baseDelaySeconds} * power(2, ${loginFailures.failures} - ${rule.freeFailures}), ${rule.maxDelaySeconds})) - ${now}::timestamptz)))`,
    })
    .from(loginFailures)
    .where(sql`${loginFailures.key} = ${key}`);
  return { waitSeconds: Math.max(1, Number(row?.seconds ?? 1)) };
}
