import { eq } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { promotionEntries, rewardRequests } from '../schema.ts';

export type EntryState = (typeof promotionEntries.$inferSelect)['state'];
export type RequestStatus = (typeof rewardRequests.$inferSelect)['status'];

/** Everything that decides a player's promotion statuses: sign-up entries and reward requests, by promotion id. */
export interface PlayerPromotionState {
  entries: Map<number, EntryState>;
  requests: Map<number, RequestStatus>;
}

export async function playerPromotionState(
  db: Database,
  userName: string,
): Promise<PlayerPromotionState> {
  const [entries, requests] = await Promise.all([
    db
      .select({ id: promotionEntries.promotionId, state: promotionEntries.state })
      .from(promotionEntries)
      .where(eq(promotionEntries.userName, userName)),
    db
      .select({ id: rewardRequests.promotionId, status: rewardRequests.status })
      .from(rewardRequests)
      .where(eq(rewardRequests.userName, userName)),
  ]);
  return {
    entries: new Map(entries.map((row) => [row.id, row.state])),
    requests: new Map(requests.map((row) => [row.id, row.status])),
  };
}

/** Joins once: a second join (or a race with another request) leaves the existing entry as it is. */
export async function joinPromotion(
  db: Database,
  userName: string,
  promotionId: number,
): Promise<void> {
  await db
    .insert(promotionEntries)
    .values({ userName, promotionId, state: 'joined' })
    .onConflictDoNothing();
}
