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
