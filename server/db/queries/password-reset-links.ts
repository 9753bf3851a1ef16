import { and, eq, gt, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { passwordResetLinks } from '../schema.ts';

export type NewPasswordResetLink = typeof passwordResetLinks.$inferInsert;

export async function insertPasswordResetLink(
  db: Database,
  link: NewPasswordResetLink,
): Promise<void> {
  await db.insert(passwordResetLinks).values(link);
}

/**
 * Uses a link up in one statement: only an unused, unexpired link of an account comes back, so a
 * link works once even when two requests race with it. Returns the account's user name.
 */
export async function useResetLink(
  db: Database,
  tokenHash: string,
  now: Date,
): Promise<string | undefined> {
  const [row] = await db
    .update(passwordResetLinks)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResetLinks.tokenHash, tokenHash),
        isNull(passwordResetLinks.usedAt),
        gt(passwordResetLinks.expiresAt, now),
        isNotNull(passwordResetLinks.userName),
      ),
    )
    .returning({ userName: passwordResetLinks.userName });
  return row?.userName ?? undefined;
}

/** Whether a link could still be used (for the site to tell an expired or used link before the form). */
export async function resetLinkUsable(
  db: Database,
  tokenHash: string,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .select({ id: passwordResetLinks.id })
    .from(passwordResetLinks)
    .where(
      and(
        eq(passwordResetLinks.tokenHash, tokenHash),
        isNull(passwordResetLinks.usedAt),
        gt(passwordResetLinks.expiresAt, now),
        isNotNull(passwordResetLinks.userName),
      ),
    );
  return rows.length === 1;
}

/** Ends the account's other links once one is used: an older mail must not set the password again. */
export async function retireResetLinks(db: Database, userName: string, now: Date): Promise<void> {
  await db
    .update(passwordResetLinks)
    .set({ usedAt: now })
    .where(and(eq(passwordResetLinks.userName, userName), isNull(passwordResetLinks.usedAt)));
}

/** For the retention sweep: links past their expiry or used. */
export async function purgeResetLinks(db: Database, now: Date): Promise<number> {
  const rows = await db
    .delete(passwordResetLinks)
    .where(or(lt(passwordResetLinks.expiresAt, now), isNotNull(passwordResetLinks.usedAt)))
    .returning({ id: passwordResetLinks.id });
  return rows.length;
}
