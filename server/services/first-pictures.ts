import { announcementImagePath } from './announcement-dto.ts';
import { running } from './announcement-list.ts';
import type { AnnouncementWithImages } from '../db/queries/announcements.ts';
import type { BannerCache } from './banner-cache.ts';

// What the server draws of a page before its scripts run (http/first-view.ts) and names in its preloads.

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
export async function firstBannerPicture(
  cache: BannerCache,
  group: string,
  now: Date,
): Promise<BannerPicture | null> {
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
  return image === undefined
    ? null
    : {
        path: announcementImagePath(image.announcementId, image.sequence),
        width: image.width,
        height: image.height,
      };
}
