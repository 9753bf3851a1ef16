import { announcementImagePath } from './announcement-dto.ts';
import { running } from './announcement-list.ts';
import type { AnnouncementWithImages } from '../db/queries/announcements.ts';
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
 * The first picture of a banner group as the site's carousels pick it (home-banners.tsx,
 * promotion-banners.tsx): the first running banner's picture of sequence 1, else its first
 * picture. Null when no banner of the group runs.
 */
export async function firstBannerPicture(cache: BannerCache, group: string, now: Date): Promise<BannerPicture | null> {
  const banners = await cache.banners(group);
  for (const banner of banners) {
    const picture = running(banner, now) ? mainPicture(banner) : null;
    if (picture !== null) return picture;
  }
  return null;
}

/** An announcement's main picture as the site picks it (requirements B3): sequence 1, else the first. */
export function mainPicture(row: AnnouncementWithImages): BannerPicture | null {
  const image = row.images.find((entry) => entry.sequence === 1) ?? row.images[0];
  return image === undefined ? null : { path: announcementImagePath(image.announcementId, image.sequence), width: image.width, height: image.height };
}

/**
 * The picture the home page shows first: its first m_home banner's. It is the page's largest
 * paint, so the page names it in a preload and draws it in its first view (first-view.ts) before
 * any script runs. Null when no banner runs.
 */
export function firstHomeBanner(cache: BannerCache, now: Date): Promise<BannerPicture | null> {
  return firstBannerPicture(cache, HOME_BANNER_GROUP, now);
}
