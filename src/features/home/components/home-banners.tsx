import { memo, useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { announcementsQueryOptions, homeBannersQuery, type Announcement } from '../../../api/endpoints/announcements';
import { config } from '../../../config';
import { useSession } from '../../../lib/use-session';
import { BannerCarousel, type BannerSlide } from '../../../ui/banner-carousel';
import { bannerTarget } from '../banner-link';
import { useFirstViewHandoff } from '../use-first-view-handoff';
import styles from './home-banners.module.css';

/** Seeded and platform banners are 720 × 288: the box keeps that ratio before the list arrives. */
const BANNER_RATIO = '720 / 288';

/** The m_home banners (spec 001 §2.2); a tap follows the banner's link. Memoised, as the screen's other parts. */
export const HomeBanners = memo(function HomeBanners({ language }: { language: string }) {
  const { t } = useLingui();
  const router = useRouter();
  const token = useSession()?.token ?? null;
  const banners = useQuery(announcementsQueryOptions(homeBannersQuery(language), token));
  const slides = useMemo(() => (banners.data ? bannerSlides(banners.data.banners) : undefined), [banners.data]);
  useFirstViewHandoff(slides && (slides[0]?.src ?? null), banners.isError);

  if (!banners.data || !slides) return <div className={styles.placeholder} style={{ aspectRatio: BANNER_RATIO }} aria-hidden="true" />;
  const list = banners.data.banners;

  const select = (id: number) => {
    const banner = list.find((entry) => entry.id === id);
    if (!banner) return;
    const target = bannerTarget(banner);
    if (target.kind === 'route') void router.navigate({ href: target.href });
    if (target.kind === 'external') window.open(target.href, '_blank', 'noopener,noreferrer');
  };

  return <BannerCarousel slides={slides} label={t`Banners`} onSelect={select} />;
});

/** One slide per banner with a picture: its main picture (sequence 1), else its first. */
function bannerSlides(list: readonly Announcement[]): BannerSlide[] {
  return list.flatMap((banner) => {
    const image = banner.announcementImages.find((entry) => entry.sequence === 1) ?? banner.announcementImages[0];
    const path = image?.url ?? banner.bannerUrl;
    if (!path) return [];
    // Content pictures are served by the API's origin.
    const src = /^https?:\/\//i.test(path) ? path : `${config.apiBase}${path}`;
    return [{ id: banner.id, src, width: image?.width ?? 720, height: image?.height ?? 288, title: banner.title }];
  });
}
