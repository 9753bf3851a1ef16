import { and, asc, eq, lte } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { announcements, promotionEntries, rewardRequests } from '../schema.ts';
import type { EntryState } from './promotion-entries.ts';

// The reward centre's rows (requirements D1): the started promotions with their bonus and condition
// count, and one member's entries and applications with the times and reasons the list shows.

export interface CentrePromotionRow {
  id: number;
  titleBn: string;
  titleEn: string;
  promotionType: 'JOIN' | 'APPLY' | null;
  bonusAmount: string | null;
  conditionCount: number;
  startsAt: Date;
  endsAt: Date | null;
  sortOrder: number;
}

/** Every promotion that has started, in the operator's order. */
export async function startedPromotions(db: Database, now: Date): Promise<CentrePromotionRow[]> {
  return db
    .select({
      id: announcements.id,
      titleBn: announcements.titleBn,
      titleEn: announcements.titleEn,
      promotionType: announcements.promotionType,
      bonusAmount: announcements.bonusAmount,
      conditionCount: announcements.conditionCount,
      startsAt: announcements.startsAt,
      endsAt: announcements.endsAt,
      sortOrder: announcements.sortOrder,
    })
    .from(announcements)
    .where(and(eq(announcements.kind, 'promotion'), lte(announcements.startsAt, now)))
    .orderBy(asc(announcements.sortOrder), asc(announcements.id));
}

export interface CentreEntryRow {
  promotionId: number;
  state: EntryState;
  completedConditions: number;
  claimedAt: Date | null;
  updatedAt: Date;
}

export async function memberEntries(db: Database, userName: string): Promise<CentreEntryRow[]> {
  return db
    .select({
      promotionId: promotionEntries.promotionId,
      state: promotionEntries.state,
      completedConditions: promotionEntries.completedConditions,
      claimedAt: promotionEntries.claimedAt,
      updatedAt: promotionEntries.updatedAt,
    })
    .from(promotionEntries)
    .where(eq(promotionEntries.userName, userName));
}

export type CentreRequestRow = Pick<
  typeof rewardRequests.$inferSelect,
  'id' | 'promotionId' | 'status' | 'createdAt' | 'decidedAt' | 'reason'
>;

export async function memberRequests(db: Database, userName: string): Promise<CentreRequestRow[]> {
  return db
    .select({
      id: rewardRequests.id,
      promotionId: rewardRequests.promotionId,
      status: rewardRequests.status,
      createdAt: rewardRequests.createdAt,
      decidedAt: rewardRequests.decidedAt,
      reason: rewardRequests.reason,
    })
    .from(rewardRequests)
    .where(eq(rewardRequests.userName, userName));
}

/**
 * Claimable → claimed with its time, in one conditional UPDATE: of two racing claims only one finds
 * the entry claimable (the other waits for its row lock, then finds it claimed), so only one books.
 */
export async function claimEntry(
  tx: Database,
  userName: string,
  promotionId: number,
  now: Date,
): Promise<boolean> {
  const moved = await tx
    .update(promotionEntries)
    .set({ state: 'claimed', claimedAt: now, updatedAt: now })
    .where(
      and(
        eq(promotionEntries.userName, userName),
        eq(promotionEntries.promotionId, promotionId),
        eq(promotionEntries.state, 'claimable'),
      ),
    )
    .returning({ id: promotionEntries.promotionId });
  return moved.length > 0;
}

/** Sets (or creates) an entry's state and progress: the development control's move. */
export async function putEntry(
  db: Database,
  entry: { userName: string; promotionId: number; state: EntryState; completedConditions: number },
  now: Date,
): Promise<void> {
  const claimedAt = entry.state === 'claimed' ? now : null;
  await db
    .insert(promotionEntries)
    .values({ ...entry, claimedAt, updatedAt: now })
    .onConflictDoUpdate({
      target: [promotionEntries.userName, promotionEntries.promotionId],
      set: {
        state: entry.state,
        completedConditions: entry.completedConditions,
        claimedAt,
        updatedAt: now,
      },
    });
}

/** Back to Join: the member's entry goes. */
export async function dropEntry(db: Database, userName: string, promotionId: number) {
  await db
    .delete(promotionEntries)
    .where(
      and(eq(promotionEntries.userName, userName), eq(promotionEntries.promotionId, promotionId)),
    );
}

export async function findRequest(db: Database, userName: string, promotionId: number) {
  const [row] = await db
    .select({ id: rewardRequests.id, status: rewardRequests.status })
    .from(rewardRequests)
    .where(and(eq(rewardRequests.userName, userName), eq(rewardRequests.promotionId, promotionId)));
  return row;
}

/** Applying → issued or rejected, once: only the transaction whose UPDATE found it waiting wins. */
export async function decideRequest(
  tx: Database,
  id: number,
  decision: { status: 'issued' | 'rejected'; reason: string | null },
  now: Date,
): Promise<{ id: number; userName: string; promotionId: number } | undefined> {
  const [row] = await tx
    .update(rewardRequests)
    .set({ status: decision.status, reason: decision.reason, decidedAt: now })
    .where(and(eq(rewardRequests.id, id), eq(rewardRequests.status, 'applying')))
    .returning({
      id: rewardRequests.id,
      userName: rewardRequests.userName,
      promotionId: rewardRequests.promotionId,
    });
  return row;
}

export async function promotionBonus(db: Database, promotionId: number): Promise<string | null> {
  const [row] = await db
    .select({ bonusAmount: announcements.bonusAmount })
    .from(announcements)
    .where(eq(announcements.id, promotionId));
  return row?.bonusAmount ?? null;
}
