import { desc, eq } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { signIns } from '../schema.ts';

export type SignInRow = typeof signIns.$inferSelect;

export async function insertSignIn(
  db: Database,
  row: { userName: string; deviceKind: string; maskedAddress: string; createdAt?: Date },
): Promise<void> {
  await db.insert(signIns).values(row);
}

/** A member's newest sign-ins first (the identity orders them as they were written). */
export async function latestSignIns(
  db: Database,
  userName: string,
  limit: number,
): Promise<SignInRow[]> {
  return db
    .select()
    .from(signIns)
    .where(eq(signIns.userName, userName))
    .orderBy(desc(signIns.id))
    .limit(limit);
}
