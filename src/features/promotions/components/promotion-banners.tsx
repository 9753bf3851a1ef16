import { useLingui } from '@lingui/react/macro';
import { useRouter } from '@tanstack/react-router';
import type { Announcement } from '../../../api/endpoints/announcements';
import { BannerCarousel, type BannerSlide } from '../../../ui/banner-carousel';
import { contentImageUrl, mainImage } from '../content-image';

/** Banner group `m_promotion` above the list (requirements B2.6); a tap follows the banner's link. */
export function PromotionBanners({ banners }: { banners: readonly Announcement[] }) {
  const { t } = useLingui();
  const router = useRouter();
  const slides: BannerSlide[] = banners.flatMap((banner) => {
    const image = mainImage(banner);
    return image
      ? [
          {
            id: banner.id,
            src: contentImageUrl(image.url),
            width: image.width,
            height: image.height,
            title: banner.title,
          },
        ]
      : [];
  });
  if (slides.length === 0) return null;

  const follow = (id: number) => {
    const banner = banners.find((entry) => entry.id === id);
    if (!banner) return;
    if (banner.linkType === 'PROMOTION' && banner.linkedPromotionId) {
      void router.navigate({ to: '/activityDetail', search: { id: banner.linkedPromotionId } });
    } else if (banner.linkType === 'ROUTE' && banner.linkUrl?.startsWith('/m/')) {
      // Routes are given with the site's /m base; the router adds it itself.
      void router.navigate({ to: banner.linkUrl.slice(2) });
    } else if (
      banner.linkType === 'EXTERNAL' &&
      banner.linkUrl &&
      /^https:\/\//i.test(banner.linkUrl)
    ) {
      window.open(banner.linkUrl, '_blank', 'noopener,noreferrer');
    }
  };

  return <BannerCarousel slides={slides} label={t`Promotion banners`} onSelect={follow} />;
}
