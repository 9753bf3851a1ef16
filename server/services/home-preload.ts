import type { BannerCache } from './banner-cache.ts';
import { type BannerPicture, firstBannerPicture } from './first-pictures.ts';

/** The banner group of the home page (requirements B2.2). */
export const HOME_BANNER_GROUP = 'm_home';

/**
 * The picture the home page shows first: its first m_home banner's. It is the page's largest
 * paint, so the page names it in a preload and draws it in its first view (first-view.ts) before
 * any script runs. Null when no banner runs.
 */
export function firstHomeBanner(cache: BannerCache, now: Date): Promise<BannerPicture | null> {
  return firstBannerPicture(cache, HOME_BANNER_GROUP, now);
}
