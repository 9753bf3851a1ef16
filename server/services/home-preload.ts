import { announcementImagePath } from './announcement-dto.ts';
import { running } from './announcement-list.ts';
import type { BannerCache } from './banner-cache.ts';

/** The banner group of the home page (requirements B2.2). */
export const HOME_BANNER_GROUP = 'm_home';

/** A banner picture as the page names it: origin-relative path and its size. */
export interface BannerPicture {
  path: string;
  width: number;
  height: number;
}

/**
 * The picture the home page shows first, picked as the site picks it (home-banners.tsx): the
 * first running m_home banner's picture of sequence 1, else its first picture. It is the page's
 * largest paint, so the page names it in a preload and draws it in its first view (first-view.ts)
 * before any script runs. Null when no banner runs.
 */
export async function firstHomeBanner(cache: BannerCache, now: Date): Promise<BannerPicture | null> {
  const banners = await cache.banners(HOME_BANNER_GROUP);
  for (const banner of banners) {
    if (!running(banner, now)) continue;
    const image = banner.images.find((entry) => entry.sequence === 1) ?? banner.images[0];
    if (image !== undefined) {
      return { path: announcementImagePath(image.announcementId, image.sequence), width: image.width, height: image.height };
    }
  }
  return null;
}
