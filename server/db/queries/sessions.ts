import { and, eq, gt } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { sessions } from '../schema.ts';

export type SessionRow = typeof sessions.$inferSelect;
export type NewSession = typeof sessions.$inferInsert;

export async function insertSession(db: Database, session: NewSession): Promise<SessionRow> {
  const [row] = await db.insert(sessions).values(session).returning();
  if (row === undefined) throw new Error('session insert returned no row');
  return row;
}

/** The session of a token hash, only while it has not expired. */
export async function findLiveSession(db: Database, tokenHash: string, now: Date): Promise<SessionRow | undefined> {
  const [row] = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now)));
  return row;
}
