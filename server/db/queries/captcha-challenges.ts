import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { captchaChallenges } from '../schema.ts';

export type CaptchaChallengeRow = typeof captchaChallenges.$inferSelect;
export type NewCaptchaChallenge = typeof captchaChallenges.$inferInsert;

/** Stores a client's new challenge in place of its earlier ones: at most one live captcha per client. */
export async function insertCaptchaChallenge(
  db: Database,
  challenge: NewCaptchaChallenge,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .delete(captchaChallenges)
      .where(eq(captchaChallenges.clientHash, challenge.clientHash));
    await tx.insert(captchaChallenges).values(challenge);
  });
}

/** The challenge last issued to a client, used or not (the newest image is the one on screen). */
export async function latestCaptchaChallenge(
  db: Database,
  clientHash: string,
): Promise<CaptchaChallengeRow | undefined> {
  const [row] = await db
    .select()
    .from(captchaChallenges)
    .where(eq(captchaChallenges.clientHash, clientHash))
    .orderBy(desc(captchaChallenges.createdAt))
    .limit(1);
  return row;
}

/** Marks a challenge used; false when another request used it first, so an answer works only once. */
export async function useCaptchaChallenge(db: Database, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(captchaChallenges)
    .set({ usedAt: now })
    .where(and(eq(captchaChallenges.id, id), isNull(captchaChallenges.usedAt)))
    .returning({ id: captchaChallenges.id });
  return rows.length === 1;
}
