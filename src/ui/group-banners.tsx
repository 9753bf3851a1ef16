import { lazy, Suspense, useCallback, useMemo } from 'react';
import { useLingui } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import type { Announcement } from '../api/endpoints/announcements';
import { bannerTarget } from '../api/endpoints/banner-link';
import { bannerGroupQueryOptions, type BannerGroupName } from '../api/endpoints/banners';
import { config } from '../config';
import { getLanguage } from '../lib/storage';
import { useSession } from '../lib/use-session';
import type { BannerSlide } from './banner-carousel';
import { BannerBox, type GroupBannersLayout } from './group-banners-frame';
import styles from './group-banners.module.css';

// The carousel (and its slider styles) is fetched only for a group that has banners: a screen of
// a group with none, or a first load of home, never loads it for this.
const BannerCarousel = lazy(() =>
  import('./banner-carousel').then((module) => ({ default: module.BannerCarousel })),
);

export interface GroupBannersProps {
  /** A banner group of requirements B9.4 (docs/api.md "Banner groups"). */
  group: BannerGroupName;
  /** Accessible name of the carousel. */
  label: string;
  /**
   * `screen`: above a game screen, inset as its content; `page`: above a page's panel, inset as it
   * is; `block`: a block inside a panel, with space below it.
   */
  layout: GroupBannersLayout;
}

/**
 * One banner group's banners as the home shows its own (requirements B2.2.1): a carousel rotating
 * every 5000 ms only with more than one banner, a banner whose picture fails hidden, a tap
 * following the banner's link. The space is held while the list loads; a group with no banners
 * (or whose list fails) shows nothing, not an empty box.
 */
export function GroupBanners({ group, label, layout }: GroupBannersProps) {
  // Subscribed to the language: a change of language asks for the group's list in the new one.
  useLingui();
  const language = getLanguage() ?? config.defaultLanguage;
  const token = useSession()?.token ?? null;
  const banners = useQuery(bannerGroupQueryOptions(group, language, token));
  const slides = useMemo(
    () => (banners.data ? bannerSlides(banners.data.banners) : []),
    [banners.data],
  );
  const router = useRouter();
  const follow = useCallback(
    (id: number) => {
      const banner = banners.data?.banners.find((entry) => entry.id === id);
      if (!banner) return;
      const target = bannerTarget(banner);
      if (target.kind === 'route') void router.navigate({ href: target.href });
      if (target.kind === 'external') window.open(target.href, '_blank', 'noopener,noreferrer');
    },
    [banners.data, router],
  );

  if (!banners.isPending && slides.length === 0) return null;
  const placeholder = <BannerBox />;
  return (
    <div className={styles[layout]}>
      {banners.isPending ? (
        placeholder
      ) : (
        <Suspense fallback={placeholder}>
          <BannerCarousel slides={slides} label={label} onSelect={follow} />
        </Suspense>
      )}
    </div>
  );
}

/** One slide per banner with a picture: its main picture (sequence 1), else its first. */
function bannerSlides(list: readonly Announcement[]): BannerSlide[] {
  return list.flatMap((banner) => {
    const image =
      banner.announcementImages.find((entry) => entry.sequence === 1) ??
      banner.announcementImages[0];
    const path = image?.url ?? banner.bannerUrl;
    if (!path) return [];
    // Content pictures are served by the API's origin.
    const src = /^https?:\/\//i.test(path) ? path : `${config.apiBase}${path}`;
    return [
      {
        id: banner.id,
        src,
        width: image?.width ?? 720,
        height: image?.height ?? 288,
        title: banner.title,
      },
    ];
  });
}
