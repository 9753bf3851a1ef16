import { and, desc, eq, isNull, sql } from 'drizzle-orm';
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
export async function latestVerificationCode(db: Database, key: MobileKey): Promise<VerificationCodeRow | undefined> {
  const [row] = await db.select().from(verificationCodes).where(sameMobile(key)).orderBy(desc(verificationCodes.createdAt)).limit(1);
  return row;
}

export async function insertVerificationCode(db: Database, code: NewVerificationCode): Promise<void> {
  await db.insert(verificationCodes).values(code);
}

/** Counts a wrong guess and returns the count, in one statement so parallel guesses all count. */
export async function countWrongAttempt(db: Database, id: string): Promise<number> {
  const [row] = await db
    .update(verificationCodes)
    .set({ attempts: sql`${verificationCodes.attempts} + 1` })
    .where(eq(verificationCodes.id, id))
    .returning({ attempts: verificationCodes.attempts });
  return row?.attempts ?? Number.MAX_SAFE_INTEGER;
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
