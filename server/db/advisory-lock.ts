import { sql } from 'drizzle-orm';
import type { Database } from './client.ts';

// Keys of transaction-scoped advisory locks: several server processes may start together on one
// PostgreSQL, and only one of them may migrate or seed at a time.
export const LOCK_KEYS = {
  migrate: 727_100_001,
  seed: 727_100_002,
  serverKeys: 727_100_003,
} as const;

/** Takes the lock for the rest of the current transaction (released at commit or rollback). */
export async function lockForTransaction(tx: Database, key: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${key})`);
}
