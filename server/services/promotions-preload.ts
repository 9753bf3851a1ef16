import type { Database } from '../db/client.ts';
import { listAnnouncements } from '../db/queries/announcements.ts';
import type { BannerCache } from './banner-cache.ts';
import { type BannerPicture, firstBannerPicture, mainPicture } from './first-pictures.ts';

/** The banner group above the promotions list (requirements B2.6). */
export const PROMOTION_BANNER_GROUP = 'm_promotion';

/** What the promotions list (/m/activity) shows first: the box of its banner carousel and the first promotion's picture. */
export interface PromotionsFirstPictures {
  /** The first m_promotion banner's picture (its size sets the carousel's box), or null when no banner runs. */
  banner: BannerPicture | null;
  /** The first listed promotion's main picture: the page's largest paint. */
  picture: BannerPicture;
}

/**
 * The pictures /m/activity shows first, picked as the list picks them (announcement-list.ts and
 * promotion-list-screen.tsx): promotions in the list's order from their start, the first one's
 * main picture. Null when the list would start with a promotion without a picture, or has none:
 * then the page has no picture to draw first.
 */
export async function promotionsFirstPictures(
  db: Database,
  banners: BannerCache,
  now: Date,
): Promise<PromotionsFirstPictures | null> {
  const [promotions, banner] = await Promise.all([
    listAnnouncements(db, { kinds: ['promotion'] }),
    firstBannerPicture(banners, PROMOTION_BANNER_GROUP, now),
  ]);
  const first = promotions.find((row) => row.startsAt.getTime() <= now.getTime());
  const picture = first === undefined ? null : mainPicture(first);
  return picture === null ? null : { banner, picture };
}
