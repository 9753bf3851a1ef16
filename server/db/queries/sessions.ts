import { and, eq, gt, ne, notExists, sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { members, sessions } from '../schema.ts';

export type SessionRow = typeof sessions.$inferSelect;
export type NewSession = typeof sessions.$inferInsert;

export async function insertSession(db: Database, session: NewSession): Promise<SessionRow> {
  const [row] = await db.insert(sessions).values(session).returning();
  if (row === undefined) throw new Error('session insert returned no row');
  return row;
}

/**
 * The session of a token hash, only while it has not expired and its member is not disabled: the
 * status is read in the same statement on every call, so disabling an account ends its sessions at
 * once in every process. Trial sessions have no member row and are not affected.
 */
export async function findLiveSession(
  db: Database,
  tokenHash: string,
  now: Date,
): Promise<SessionRow | undefined> {
  const disabledMember = db
    .select({ one: sql`1` })
    .from(members)
    .where(
      and(
        eq(sql`lower(${members.userName})`, sql`lower(${sessions.userName})`),
        eq(members.status, 'disabled'),
      ),
    );
  const [row] = await db
    .select()
    .from(sessions)
    .where(
      and(
        eq(sessions.tokenHash, tokenHash),
        gt(sessions.expiresAt, now),
        notExists(disabledMember),
      ),
    );
  return row;
}

export async function deleteSession(db: Database, id: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, id));
}

/** Ends every session of a user, except one when given (the caller's own, after a password change). */
export async function deleteSessionsOfUser(
  db: Database,
  userName: string,
  exceptId?: string,
): Promise<void> {
  const where =
    exceptId === undefined
      ? eq(sessions.userName, userName)
      : and(eq(sessions.userName, userName), ne(sessions.id, exceptId));
  await db.delete(sessions).where(where);
}
