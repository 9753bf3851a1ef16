import { and, eq } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { rewardRequestPictures, rewardRequests } from '../schema.ts';

export type RewardRequestRow = typeof rewardRequests.$inferSelect;
export type RewardPictureRow = typeof rewardRequestPictures.$inferSelect;

export async function findRewardRequest(
  db: Database,
  userName: string,
  promotionId: number,
): Promise<RewardRequestRow | undefined> {
  const [row] = await db
    .select()
    .from(rewardRequests)
    .where(and(eq(rewardRequests.userName, userName), eq(rewardRequests.promotionId, promotionId)));
  return row;
}

export interface NewRewardRequest {
  userName: string;
  promotionId: number;
  remarks: string;
  fingerprint: string;
  pictures: Omit<RewardPictureRow, 'requestId'>[];
}

/**
 * Stores the request and its pictures in one transaction. Returns undefined when the player already
 * has a request for this promotion (the unique index decides, so two racing submissions store one).
 */
export async function insertRewardRequest(
  db: Database,
  request: NewRewardRequest,
): Promise<RewardRequestRow | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(rewardRequests)
      .values({
        userName: request.userName,
        promotionId: request.promotionId,
        remarks: request.remarks,
        fingerprint: request.fingerprint,
      })
      .onConflictDoNothing()
      .returning();
    if (row === undefined) return undefined;
    if (request.pictures.length > 0) {
      await tx
        .insert(rewardRequestPictures)
        .values(request.pictures.map((picture) => ({ ...picture, requestId: row.id })));
    }
    return row;
  });
}
