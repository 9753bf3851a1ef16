import { and, count, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { emailCodes, members } from '../schema.ts';

export type EmailCodeRow = typeof emailCodes.$inferSelect;

/**
 * Locks the member's row for the rest of the transaction: one send decision (window and caps) per
 * member at a time, whatever processes the requests land in.
 */
export async function lockMemberRow(tx: Database, userName: string): Promise<void> {
  await tx
    .select({ id: members.id })
    .from(members)
    .where(eq(members.userName, userName))
    .for('update');
}

/** The member's newest e-mail code; only that one counts. */
export async function latestEmailCode(
  db: Database,
  userName: string,
): Promise<EmailCodeRow | undefined> {
  const [row] = await db
    .select()
    .from(emailCodes)
    .where(eq(emailCodes.userName, userName))
    .orderBy(desc(emailCodes.createdAt))
    .limit(1);
  return row;
}

/** Codes made since a moment for a member, or to an address (any member): the daily caps count these. */
export async function countEmailCodesSince(
  db: Database,
  by: { userName: string } | { email: string },
  since: Date,
): Promise<{ count: number; oldest: Date | null }> {
  const who =
    'userName' in by
      ? eq(emailCodes.userName, by.userName)
      : eq(sql`lower(${emailCodes.email})`, by.email.toLowerCase());
  const [row] = await db
    .select({
      count: count(),
      oldest: sql<Date | string | null>`min(${emailCodes.createdAt})`,
    })
    .from(emailCodes)
    .where(and(who, gt(emailCodes.createdAt, since)));
  const oldest = row?.oldest ?? null;
  return { count: row?.count ?? 0, oldest: oldest === null ? null : new Date(oldest) };
}

export async function insertEmailCode(
  db: Database,
  row: typeof emailCodes.$inferInsert,
): Promise<void> {
  await db.insert(emailCodes).values(row);
}

/**
 * Takes one guess before the comparison, in one statement, like the SMS codes
 * (verification-codes.ts reserveAttempt): parallel guesses never compare more than `maxAttempts`.
 */
export async function reserveEmailAttempt(
  db: Database,
  id: string,
  maxAttempts: number,
): Promise<EmailCodeRow | undefined> {
  const [row] = await db
    .update(emailCodes)
    .set({ attempts: sql`${emailCodes.attempts} + 1` })
    .where(
      and(eq(emailCodes.id, id), isNull(emailCodes.usedAt), lt(emailCodes.attempts, maxAttempts)),
    )
    .returning();
  return row;
}

/** Gives back the guess of a right code: only wrong codes count against the limit. */
export async function returnEmailAttempt(db: Database, id: string): Promise<void> {
  await db
    .update(emailCodes)
    .set({ attempts: sql`greatest(${emailCodes.attempts} - 1, 0)` })
    .where(eq(emailCodes.id, id));
}

/** Marks a code used; false when another request used it first. */
export async function useEmailCode(db: Database, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(emailCodes)
    .set({ usedAt: now })
    .where(and(eq(emailCodes.id, id), isNull(emailCodes.usedAt)))
    .returning({ id: emailCodes.id });
  return rows.length === 1;
}
