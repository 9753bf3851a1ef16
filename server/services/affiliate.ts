import type { Database } from '../db/client.ts';
import { findAffiliateCode } from '../db/queries/affiliate-codes.ts';
import { findReferralCode } from '../db/queries/referral-codes.ts';

/**
 * Who a valid code belongs to: an agent's enabled code (asked on its domain when bound to one),
 * else a member's referral code (the footer's Invite link, valid on any domain).
 */
export async function affiliateReferrer(
  db: Database,
  code: string,
  domain: string,
): Promise<string | undefined> {
  const trimmed = code.trim();
  if (trimmed === '') return undefined;
  const row = await findAffiliateCode(db, trimmed);
  if (row !== undefined) {
    if (!row.enabled) return undefined;
    return row.domain === null || row.domain.toLowerCase() === domain.trim().toLowerCase()
      ? row.agentUserName
      : undefined;
  }
  return (await findReferralCode(db, trimmed))?.userName;
}

/** An enabled code, and when the code is bound to a domain, asked for on that domain. */
export async function isAffiliateValid(
  db: Database,
  code: string,
  domain: string,
): Promise<boolean> {
  return (await affiliateReferrer(db, code, domain)) !== undefined;
}
