import { createHash } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { rateLimits } from '../schema.ts';
import type { MobileKey } from './verification-codes.ts';

// How many texts one requester (an address, a session) made a number receive: a counter per pair in
// the rate-limit table, its window starting with the pair's first text and lasting a day. The key is
// a digest, so the table holds no number in clear; the retention sweep deletes a row a day after its
// window started, when it no longer counts.

export function shareBucket(number: Omit<MobileKey, 'purpose'>, requester: string): string {
  const digest = createHash('sha256')
    .update(`${number.countryDialingCode}:${number.mobileNum}|${requester}`)
    .digest('hex');
  return `sms-share:${digest.slice(0, 40)}`;
}

/** The texts counted for the pair since `since`, and when its window started; null when none. */
export async function shareUsed(
  db: Database,
  bucket: string,
  since: Date,
): Promise<{ count: number; windowStart: Date } | null> {
  const [row] = await db
    .select({ hits: rateLimits.hits, windowStart: rateLimits.windowStart })
    .from(rateLimits)
    .where(and(eq(rateLimits.bucket, bucket), gt(rateLimits.windowStart, since)));
  return row === undefined ? null : { count: row.hits, windowStart: row.windowStart };
}

/** Counts one text for the pair, opening a new window when the last one started before `since`. */
export async function countShare(
  db: Database,
  bucket: string,
  now: Date,
  since: Date,
): Promise<void> {
  const expired = sql`${rateLimits.windowStart} <= ${since.toISOString()}::timestamptz`;
  await db
    .insert(rateLimits)
    .values({ bucket, windowStart: now, hits: 1 })
    .onConflictDoUpdate({
      target: rateLimits.bucket,
      set: {
        hits: sql`case when ${expired} then 1 else ${rateLimits.hits} + 1 end`,
        windowStart: sql`case when ${expired} then excluded.window_start else ${rateLimits.windowStart} end`,
      },
    });
}
