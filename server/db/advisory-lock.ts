import { sql } from 'drizzle-orm';
import type { Database } from './client.ts';

// Keys of transaction-scoped advisory locks: several server processes may start together on one
// PostgreSQL, and only one of them may migrate or seed at a time.
export const LOCK_KEYS = {
  migrate: 727_100_001,
  seed: 727_100_002,
  serverKeys: 727_100_003,
  /** With a hash of the number as second key: one SMS send decision per number at a time. */
  smsNumber: 727_100_004,
  /** The retention sweep: one process purges at a time. */
  retention: 727_100_005,
  /** With a hash of the user name as second key: one chat follow decision (the cap) per member at a time. */
  chatFollows: 727_100_006,
  /** With a hash of the user name as second key: one favourite add decision (the cap) per player at a time. */
  favourites: 727_100_007,
} as const;

/** Takes the lock for the rest of the current transaction (released at commit or rollback). */
export async function lockForTransaction(tx: Database, key: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${key})`);
}

/** Takes the lock of (key, hash of name) for the rest of the current transaction. */
export async function lockNameForTransaction(
  tx: Database,
  key: number,
  name: string,
): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${key}::int, hashtext(${name}))`);
}

/** Tries the session-free transaction lock; false when another process holds it (nothing waits). */
export async function tryLockForTransaction(tx: Database, key: number): Promise<boolean> {
  const result = (await tx.execute(sql`select pg_try_advisory_xact_lock(${key}) as locked`)) as {
    rows?: { locked: boolean }[];
  };
  return result.rows?.[0]?.locked === true;
}
