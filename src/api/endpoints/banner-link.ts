import type { Announcement } from './announcements';

/** Where tapping a banner leads (requirements B2.2, server/README.md "Announcement fields": linkType). */
export type BannerTarget =
  /** A router address without the /m base, its query kept as written. */
  { kind: 'route'; href: string } | { kind: 'external'; href: string } | { kind: 'none' };

/** The site's routes live under /m; the router's paths do not carry that prefix. */
function routeHref(url: string): string | null {
  const parsed = new URL(url, 'https://site.invalid');
  if (parsed.origin !== 'https://site.invalid') return null;
  const path = parsed.pathname.replace(/^\/m(?=\/|$)/, '') || '/home';
  return `${path}${parsed.search}`;
}

export function bannerTarget(
  banner: Pick<Announcement, 'linkType' | 'linkUrl' | 'linkedPromotionId'>,
): BannerTarget {
  switch (banner.linkType) {
    case 'ROUTE': {
      const href = banner.linkUrl ? routeHref(banner.linkUrl) : null;
      return href ? { kind: 'route', href } : { kind: 'none' };
    }
    case 'PROMOTION':
      return banner.linkedPromotionId != null
        ? { kind: 'route', href: `/activityDetail?id=${banner.linkedPromotionId}` }
        : { kind: 'none' };
    case 'EXTERNAL':
      // Only web addresses leave the site; anything else (javascript:, data:) is ignored.
      return banner.linkUrl && /^https?:\/\//i.test(banner.linkUrl)
        ? { kind: 'external', href: banner.linkUrl }
        : { kind: 'none' };
    case 'NONE':
      return { kind: 'none' };
  }
}
