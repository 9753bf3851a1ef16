import type { SessionInfo } from '../../lib/storage';
import { TRIAL_TYPE } from '../../lib/member-types';

export type FollowPlan =
  | { kind: 'login' }
  | { kind: 'refused'; code: 'trial.not.allowed' }
  | { kind: 'follow' }
  | { kind: 'unfollow' };

/**
 * Requirements B7.2: pressing a host's follow button. A visitor is sent to log in, a trial player
 * gets the refusal every member-only call gives, a member follows or stops following.
 */
export function followPlan(
  session: Pick<SessionInfo, 'type'> | null,
  following: boolean,
): FollowPlan {
  if (session === null) return { kind: 'login' };
  if (session.type === TRIAL_TYPE) return { kind: 'refused', code: 'trial.not.allowed' };
  return following ? { kind: 'unfollow' } : { kind: 'follow' };
}
