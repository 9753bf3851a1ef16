import { sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { rateLimits } from '../schema.ts';

/**
 * Counts one hit in the caller's current window and returns the count so far. One statement, so
 * concurrent requests on several processes cannot both read a stale count.
 */
export async function countHit(db: Database, bucket: string, windowStart: Date): Promise<number> {
  const [row] = await db
    .insert(rateLimits)
    .values({ bucket, windowStart, hits: 1 })
    .onConflictDoUpdate({
      target: rateLimits.bucket,
      set: {
        hits: sql`case when ${rateLimits.windowStart} < excluded.window_start then 1 else ${rateLimits.hits} + 1 end`,
        windowStart: sql`greatest(${rateLimits.windowStart}, excluded.window_start)`,
      },
    })
    .returning({ hits: rateLimits.hits });
  return row?.hits ?? 1;
}
