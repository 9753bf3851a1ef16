import type { Announcement } from '../../api/endpoints/announcements';
import type { SessionInfo } from '../../lib/storage';

import { TRIAL_TYPE } from '../../lib/member-types';

export type PromotionAction =
  /** Join, or Claim, pressed by a visitor: the login popup. */
  | { kind: 'login' }
  /** Sign-up join call. */
  | { kind: 'join' }
  /** Claim of a sign-up (JOIN) promotion: the claim call. */
  | { kind: 'claim' }
  /** Claim of an APPLY promotion: the application form. */
  | { kind: 'apply' }
  /** Refused before asking (a trial player cannot fill in an application). */
  | { kind: 'refused'; code: string }
  /** Every other status is a label, not a button. */
  | { kind: 'none' };

/** What the action element of a promotion does for this player (requirements B2.6, B9; server/README.md). */
export function promotionAction(
  promotion: Pick<Announcement, 'status' | 'promotionType'>,
  session: SessionInfo | null,
): PromotionAction {
  const { status, promotionType } = promotion;
  if (status !== 'Join' && status !== 'Claim') return { kind: 'none' };
  if (session === null) return { kind: 'login' };
  if (status === 'Join') return { kind: 'join' };
  if (promotionType === 'APPLY')
    return session.type === TRIAL_TYPE
      ? { kind: 'refused', code: 'trial.not.allowed' }
      : { kind: 'apply' };
  return { kind: 'claim' };
}
