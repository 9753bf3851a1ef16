import type { AnnouncementRow } from '../db/queries/announcements.ts';
import type {
  EntryState,
  PlayerPromotionState,
  RequestStatus,
} from '../db/queries/promotion-entries.ts';

// Requirements B9 "Activity statuses": what a promotion's action element shows for this player
// (the contract's one list, which the site's answer schema reads too).
import type { PromotionStatus } from '../../shared/contract/calls/announcements.ts';

export type { PromotionStatus };

export const REQUEST_STATUS: Record<RequestStatus, PromotionStatus> = {
  applying: 'Applying',
  rejected: 'Rejected',
  issued: 'Issued',
};
const ENTRY_STATUS: Record<EntryState, PromotionStatus> = {
  joined: 'Joined',
  process: 'Process',
  claimable: 'Claim',
  claimed: 'Claimed',
};

export function hasEnded(promotion: Pick<AnnouncementRow, 'endsAt'>, now: Date): boolean {
  return promotion.endsAt !== null && promotion.endsAt.getTime() <= now.getTime();
}

/**
 * The status, in this order: a reward request decides (Applying, Rejected, Issued); a claimed
 * sign-up reward stays Claimed; an ended promotion is Close; a sign-up entry shows its progress
 * (Joined, Process, Claim); otherwise the first step: Join for a sign-up promotion, Claim for one
 * claimed by application. A visitor has no state, so sees Join, Claim or Close.
 */
export function promotionStatus(
  promotion: Pick<AnnouncementRow, 'id' | 'endsAt' | 'promotionType'>,
  state: PlayerPromotionState | undefined,
  now: Date,
): PromotionStatus {
  const request = state?.requests.get(promotion.id);
  if (request !== undefined) return REQUEST_STATUS[request];
  const entry = state?.entries.get(promotion.id);
  if (entry === 'claimed') return 'Claimed';
  if (hasEnded(promotion, now)) return 'Close';
  if (entry !== undefined) return ENTRY_STATUS[entry];
  return promotion.promotionType === 'JOIN' ? 'Join' : 'Claim';
}
