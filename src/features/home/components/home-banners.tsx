import { memo, useCallback, useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import {
  announcementsQueryOptions,
  homeBannersQuery,
  type Announcement,
} from '../../../api/endpoints/announcements';
import { config } from '../../../config';
import { useSession } from '../../../lib/use-session';
import { BannerCarousel, type BannerSlide } from '../../../ui/banner-carousel';
import { bannerTarget } from '../banner-link';
import { useFirstViewHandoff } from '../../../lib/use-first-view-handoff';
import styles from './home-banners.module.css';

/** Seeded and platform banners are 720 × 288: the box keeps that ratio before the list arrives. */
const BANNER_RATIO = '720 / 288';

/** The m_home banners (requirements B2.2); a tap follows the banner's link. Memoised, as the screen's other parts. */
export const HomeBanners = memo(function HomeBanners({ language }: { language: string }) {
  const { t } = useLingui();
  const token = useSession()?.token ?? null;
  const banners = useQuery(announcementsQueryOptions(homeBannersQuery(language), token));
  const slides = useMemo(
    () => (banners.data ? bannerSlides(banners.data.banners) : undefined),
    [banners.data],
  );
  const select = useFollowBanner(banners.data?.banners);
  useFirstViewHandoff(slides && (slides[0]?.src ?? null), banners.isError);

  if (!banners.data || !slides)
    return (
      <div
        className={styles.placeholder}
        style={{ aspectRatio: BANNER_RATIO }}
        aria-hidden="true"
      />
    );
  return <BannerCarousel slides={slides} label={t`Banners`} onSelect={select} />;
});

export interface BannerGroupProps {
  /** The banner group: m_home (the menu page), m_video (the home's videos), … */
  group: string;
  language: string;
  /** Accessible name of the carousel. */
  label: string;
  /** Holds the banners' place while they load; without it nothing shows until they arrive. */
  reserveSpace?: boolean;
  className?: string;
}

/**
 * The banners of one group (a named banner group), each following its link when
 * tapped. Nothing shows when the group has none or its list fails.
 */
export const BannerGroup = memo(function BannerGroup({
  group,
  language,
  label,
  reserveSpace = false,
  className,
}: BannerGroupProps) {
  const token = useSession()?.token ?? null;
  const banners = useQuery(
    announcementsQueryOptions({ kinds: ['B'], groupName: group, language }, token),
  );
  const slides = useMemo(
    () => (banners.data ? bannerSlides(banners.data.banners) : undefined),
    [banners.data],
  );
  const select = useFollowBanner(banners.data?.banners);

  if (!slides) {
    return reserveSpace && banners.isPending ? (
      <div
        className={styles.placeholder}
        style={{ aspectRatio: BANNER_RATIO }}
        aria-hidden="true"
      />
    ) : null;
  }
  return (
    <BannerCarousel
      slides={slides}
      label={label}
      onSelect={select}
      {...(className ? { className } : {})}
    />
  );
});

/**
 * The home's m_video banners, under the lobby with a heading of their own; each
 * leads where its link says. Left out when the group has none.
 */
export const VideoBanners = memo(function VideoBanners({ language }: { language: string }) {
  const { t } = useLingui();
  const token = useSession()?.token ?? null;
  // The same query as the group's carousel: the heading shows only when there are banners.
  const banners = useQuery(
    announcementsQueryOptions({ kinds: ['B'], groupName: VIDEO_GROUP, language }, token),
  );
  if (!banners.data || bannerSlides(banners.data.banners).length === 0) return null;
  return (
    // The carousel is the region (named Videos); the heading titles it for the eye and the outline.
    <div className={styles.videos}>
      <h2 className={styles.videosTitle}>{t`Videos`}</h2>
      <BannerGroup group={VIDEO_GROUP} language={language} label={t`Videos`} />
    </div>
  );
});

const VIDEO_GROUP = 'm_video';

/** A tap on a banner: its route inside the site, its external page in a new tab, or nothing. */
function useFollowBanner(list: readonly Announcement[] | undefined) {
  const router = useRouter();
  return useCallback(
    (id: number) => {
      const banner = list?.find((entry) => entry.id === id);
      if (!banner) return;
      const target = bannerTarget(banner);
      if (target.kind === 'route') void router.navigate({ href: target.href });
      if (target.kind === 'external') window.open(target.href, '_blank', 'noopener,noreferrer');
    },
    [list, router],
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
