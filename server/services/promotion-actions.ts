import type { Database } from '../db/client.ts';
import { findAnnouncement, type AnnouncementWithImages } from '../db/queries/announcements.ts';
import { joinPromotion, playerPromotionState } from '../db/queries/promotion-entries.ts';
import { ApiError } from '../http/errors.ts';
import { promotionStatus, type PromotionStatus } from './promotion-status.ts';
import { bookSignUpClaim } from './reward-centre/claim.ts';

/** The answer of the promotion actions: whether it happened, and the status the player now sees. */
export interface PromotionActionResult {
  success: boolean;
  status: PromotionStatus;
}

/** A started promotion by id; any other id (unknown, not started, a banner or a notice) is 404 not.found. */
export async function findPromotion(
  db: Database,
  id: number,
  now: Date,
): Promise<AnnouncementWithImages> {
  const found = await findAnnouncement(db, id);
  if (found?.kind !== 'promotion' || found.startsAt.getTime() > now.getTime())
    throw new ApiError(404, 'not.found', 'No such promotion');
  return found;
}

async function statusFor(
  db: Database,
  userName: string,
  promotion: AnnouncementWithImages,
  now: Date,
): Promise<PromotionStatus> {
  return promotionStatus(promotion, await playerPromotionState(db, userName), now);
}

/**
 * Sign-up promotion join: Join → Joined. Joining again is success with the current status (the
 * site may retry); a promotion claimed by application, or one that ended, answers success false.
 */
export async function joinSignUpPromotion(
  db: Database,
  userName: string,
  promotionId: number,
  now: Date,
): Promise<PromotionActionResult> {
  const promotion = await findPromotion(db, promotionId, now);
  const status = await statusFor(db, userName, promotion, now);
  if (promotion.promotionType !== 'JOIN' || status === 'Close') return { success: false, status };
  if (status !== 'Join') return { success: true, status };
  await joinPromotion(db, userName, promotionId);
  return { success: true, status: await statusFor(db, userName, promotion, now) };
}

/**
 * Claim of a sign-up reward whose condition is met: Claim → Claimed, booking the promotion's bonus
 * through the ledger once (requirements D1.4, services/reward-centre/claim.ts). Claiming again is
 * success with nothing booked (a repeat answers the first result, requirements D0.3); any other
 * status (not joined, in progress, a promotion claimed by application) is success false.
 */
export async function claimSignUpReward(
  db: Database,
  userName: string,
  promotionId: number,
  now: Date,
): Promise<PromotionActionResult> {
  const promotion = await findPromotion(db, promotionId, now);
  const status = await statusFor(db, userName, promotion, now);
  if (promotion.promotionType !== 'JOIN') return { success: false, status };
  if (status === 'Claimed') return { success: true, status };
  if (status !== 'Claim') return { success: false, status };
  // Conditional update in the booking's transaction: two racing claims move and book once.
  await bookSignUpClaim(db, {
    userName,
    promotionId,
    bonusAmount: promotion.bonusAmount,
    now,
  });
  return { success: true, status: await statusFor(db, userName, promotion, now) };
}
