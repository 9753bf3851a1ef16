import { and, count, desc, eq } from 'drizzle-orm';
import { lockNameForTransaction, LOCK_KEYS } from '../advisory-lock.ts';
import type { Database } from '../client.ts';
import { chatAnchors, chatFollows } from '../schema.ts';
import type { ChatAnchorRow } from './chat.ts';

export type FollowOutcome = 'followed' | 'kept' | 'full';

/**
 * Follows an anchor unless the member already follows `limit` others. The count and the insert run
 * under a per-member lock, so two follows at once cannot both pass the cap. Following again keeps
 * the first time ('kept'), so the focus list order stays "newest follow first".
 */
export async function followAnchor(
  db: Database,
  userName: string,
  anchorId: number,
  limit: number,
): Promise<FollowOutcome> {
  return db.transaction(async (tx) => {
    await lockNameForTransaction(tx, LOCK_KEYS.chatFollows, userName);
    const [existing] = await tx
      .select({ anchorId: chatFollows.anchorId })
      .from(chatFollows)
      .where(and(eq(chatFollows.userName, userName), eq(chatFollows.anchorId, anchorId)));
    if (existing !== undefined) return 'kept';
    const [row] = await tx
      .select({ total: count() })
      .from(chatFollows)
      .where(eq(chatFollows.userName, userName));
    if ((row?.total ?? 0) >= limit) return 'full';
    await tx.insert(chatFollows).values({ userName, anchorId }).onConflictDoNothing();
    return 'followed';
  });
}

/** Removing a follow that is not there changes nothing. */
export async function unfollowAnchor(
  db: Database,
  userName: string,
  anchorId: number,
): Promise<void> {
  await db
    .delete(chatFollows)
    .where(and(eq(chatFollows.userName, userName), eq(chatFollows.anchorId, anchorId)));
}

/** The anchors the member follows, newest follow first. */
export async function followedAnchors(db: Database, userName: string): Promise<ChatAnchorRow[]> {
  const rows = await db
    .select({ anchor: chatAnchors })
    .from(chatFollows)
    .innerJoin(chatAnchors, eq(chatAnchors.id, chatFollows.anchorId))
    .where(eq(chatFollows.userName, userName))
    .orderBy(desc(chatFollows.createdAt), desc(chatFollows.anchorId));
  return rows.map((row) => row.anchor);
}
