import type { Database } from '../db/client.ts';
import { findAffiliateCode } from '../db/queries/affiliate-codes.ts';

/** An enabled code, and when the code is bound to a domain, asked for on that domain. */
export async function isAffiliateValid(db: Database, code: string, domain: string): Promise<boolean> {
  if (code.trim() === '') return false;
  const row = await findAffiliateCode(db, code.trim());
  if (row === undefined || !row.enabled) return false;
  return row.domain === null || row.domain.toLowerCase() === domain.trim().toLowerCase();
}
