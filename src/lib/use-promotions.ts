import { useQuery } from '@tanstack/react-query';
import { announcementsQueryOptions, type Announcement } from '../api/endpoints/announcements';
import { config } from '../config';
import { getLanguage } from './storage';
import { TRIAL_TYPE } from './member-types';
import { useSession } from './use-session';

/** Requirements A2: the Reward badge counts promotions the player can claim now. */
export function unclaimedCount(promotions: readonly Pick<Announcement, 'status'>[]): number {
  return promotions.filter((promotion) => promotion.status === 'Claim').length;
}

/** Requirements B9: badges cap at 99+. */
export function badgeText(count: number): string {
  return count > 99 ? '99+' : String(count);
}

/**
 * The promotions (kind PR) as the session sees them. The cache entry is the same one the
 * promotions page reads, so a claim there updates the badge too.
 */
export function usePromotions(enabled = true): readonly Announcement[] | null {
  const token = useSession()?.token ?? null;
  const language = getLanguage() ?? config.defaultLanguage;
  const query = useQuery({
    ...announcementsQueryOptions({ kinds: ['PR'], language }, token),
    enabled,
  });
  return query.data?.promotion ?? null;
}

/** The unclaimed-promotion count of the Reward item, or null for visitors and trial players. */
export function useUnclaimedPromotions(): number | null {
  const session = useSession();
  const member = session !== null && session.type !== TRIAL_TYPE;
  const promotions = usePromotions(member);
  return member && promotions ? unclaimedCount(promotions) : null;
}
