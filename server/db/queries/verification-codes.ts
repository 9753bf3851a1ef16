import { and, count, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { verificationCodes } from '../schema.ts';

export type VerificationCodeRow = typeof verificationCodes.$inferSelect;
export type NewVerificationCode = typeof verificationCodes.$inferInsert;
export type VerificationPurpose = VerificationCodeRow['purpose'];

export interface MobileKey {
  purpose: VerificationPurpose;
  countryDialingCode: string;
  mobileNum: string;
}

const sameMobile = (key: MobileKey) =>
  and(
    eq(verificationCodes.purpose, key.purpose),
    eq(verificationCodes.countryDialingCode, key.countryDialingCode),
    eq(verificationCodes.mobileNum, key.mobileNum),
  );

/** The code last sent for a purpose and number; only the newest one counts. */
export async function latestVerificationCode(
  db: Database,
  key: MobileKey,
): Promise<VerificationCodeRow | undefined> {
  const [row] = await db
    .select()
    .from(verificationCodes)
    .where(sameMobile(key))
    .orderBy(desc(verificationCodes.createdAt))
    .limit(1);
  return row;
}

/** How many codes were made for a number (any purpose) since a moment: the daily cap counts these. */
export async function countCodesSince(
  db: Database,
  number: Omit<MobileKey, 'purpose'>,
  since: Date,
): Promise<{ count: number; oldest: Date | null }> {
  const [row] = await db
    .select({
      count: count(),
      oldest: sql<Date | string | null>`min(${verificationCodes.createdAt})`,
    })
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.countryDialingCode, number.countryDialingCode),
        eq(verificationCodes.mobileNum, number.mobileNum),
        gt(verificationCodes.createdAt, since),
      ),
    );
  const oldest = row?.oldest ?? null;
  return { count: row?.count ?? 0, oldest: oldest === null ? null : new Date(oldest) };
}

export async function insertVerificationCode(
  db: Database,
  code: NewVerificationCode,
): Promise<void> {
  await db.insert(verificationCodes).values(code);
}

/**
 * Takes one of a code's guesses before its comparison, in one statement: the row is counted only
 * while it is unused and below `maxAttempts`, so parallel guesses (from any number of processes)
 * cannot compare more codes than allowed. Undefined when the code is used up or out of guesses.
 */
export async function reserveAttempt(
  db: Database,
  id: string,
  maxAttempts: number,
): Promise<VerificationCodeRow | undefined> {
  const [row] = await db
    .update(verificationCodes)
    .set({ attempts: sql`${verificationCodes.attempts} + 1` })
    .where(
      and(
        eq(verificationCodes.id, id),
        isNull(verificationCodes.usedAt),
        lt(verificationCodes.attempts, maxAttempts),
      ),
    )
    .returning();
  return row;
}

/** Gives back the guess of a right code: only wrong codes count against the limit. */
export async function returnAttempt(db: Database, id: string): Promise<void> {
  await db
    .update(verificationCodes)
    .set({ attempts: sql`greatest(${verificationCodes.attempts} - 1, 0)` })
    .where(eq(verificationCodes.id, id));
}

/** Marks a code used; false when another request used it first. */
export async function useVerificationCode(db: Database, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(verificationCodes)
    .set({ usedAt: now })
    .where(and(eq(verificationCodes.id, id), isNull(verificationCodes.usedAt)))
    .returning({ id: verificationCodes.id });
  return rows.length === 1;
}
