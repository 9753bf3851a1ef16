import { randomInt } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { affiliateCodes, referralCodes } from '../schema.ts';

export type ReferralCodeRow = typeof referralCodes.$inferSelect;

// No 0/O or 1/I: codes are read off screens and typed by hand.
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 8;

function newCode(): string {
  return (
    'M' +
    Array.from({ length: CODE_LENGTH - 1 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('')
  );
}

/** Codes are typed by hand from links and posters, so they match regardless of case. */
export async function findReferralCode(
  db: Database,
  code: string,
): Promise<ReferralCodeRow | undefined> {
  const [row] = await db
    .select()
    .from(referralCodes)
    .where(sql`upper(${referralCodes.code}) = upper(${code})`);
  return row;
}

/**
 * The member's stable code, made on the first call. Concurrent first calls agree: the insert
 * yields to the row another request stored (unique user name), and a clash with another
 * player's code (or an agent's) simply draws again.
 */
export async function referralCodeOf(db: Database, userName: string): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const [existing] = await db
      .select({ code: referralCodes.code })
      .from(referralCodes)
      .where(eq(referralCodes.userName, userName));
    if (existing) return existing.code;
    const code = newCode();
    const [agentCode] = await db
      .select({ code: affiliateCodes.code })
      .from(affiliateCodes)
      .where(sql`upper(${affiliateCodes.code}) = upper(${code})`);
    if (agentCode) continue;
    await db.insert(referralCodes).values({ code, userName }).onConflictDoNothing();
  }
  throw new Error(`no referral code could be stored for ${userName}`);
}

/** An agent's invitation code: the oldest enabled one not bound to another domain. */
export async function agentInvitationCode(
  db: Database,
  agentUserName: string,
): Promise<string | undefined> {
  const [row] = await db
    .select({ code: affiliateCodes.code })
    .from(affiliateCodes)
    .where(and(eq(affiliateCodes.agentUserName, agentUserName), eq(affiliateCodes.enabled, true)))
    .orderBy(asc(affiliateCodes.createdAt), asc(affiliateCodes.code));
  return row?.code;
}
