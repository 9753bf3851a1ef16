import { sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { affiliateCodes } from '../schema.ts';

export type AffiliateCodeRow = typeof affiliateCodes.$inferSelect;

/** Codes are typed by hand from links and posters, so they match regardless of case. */
export async function findAffiliateCode(
  db: Database,
  code: string,
): Promise<AffiliateCodeRow | undefined> {
  const [row] = await db
    .select()
    .from(affiliateCodes)
    .where(sql`upper(${affiliateCodes.code}) = upper(${code})`);
  return row;
}
