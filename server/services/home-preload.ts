import { announcementImagePath } from './announcement-dto.ts';
import { running } from './announcement-list.ts';
import type { BannerCache } from './banner-cache.ts';

/** The banner group of the home page (spec 001 §2.2). */
export const HOME_BANNER_GROUP = 'm_home';

/**
 * The picture the home page shows first, picked as the site picks it (home-banners.tsx): the
 * first running m_home banner's picture of sequence 1, else its first picture. It is the page's
 * largest paint, so the page names it in a preload and the browser fetches it while the scripts
 * still load, instead of after start-up and the banner call. Null when no banner runs.
 */
export async function firstHomeBanner(cache: BannerCache, now: Date): Promise<string | null> {
  const banners = await cache.banners(HOME_BANNER_GROUP);
  for (const banner of banners) {
    if (!running(banner, now)) continue;
    const image = banner.images.find((entry) => entry.sequence === 1) ?? banner.images[0];
    if (image !== undefined) return announcementImagePath(image.announcementId, image.sequence);
  }
  return null;
}
