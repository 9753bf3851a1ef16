import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link, useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { announcementsQueryOptions } from '../../../api/endpoints/announcements';
import { useFirstViewHandoff } from '../../../lib/use-first-view-handoff';
import { useSession } from '../../../lib/use-session';
import { Button, buttonClassName } from '../../../ui/button';
import { EmptyState } from '../../../ui/empty-state';
import { Skeleton } from '../../../ui/skeleton';
import { useSettled } from '../../../ui/use-settled';
import { contentImageUrl, mainImage } from '../content-image';
import { contentLanguage } from '../content-language';
import { PromotionBanners } from './promotion-banners';
import { PromotionDates } from './promotion-dates';
import { PromotionPicture } from './promotion-picture';
import styles from './promotions.module.css';

/** `/m/activity` (requirements B2.6): banners of `m_promotion`, then every promotion with its picture, title and a view link. */
export function PromotionListScreen() {
  const { t } = useLingui();
  const session = useSession();
  const query = useQuery(
    announcementsQueryOptions(
      { kinds: ['PR', 'B'], groupName: 'm_promotion', language: contentLanguage() },
      session?.token ?? null,
    ),
  );
  const first = query.data?.promotion[0];
  usePreloadDetail(first?.id);
  // The server drew the first promotion's picture over the page (src/lib/first-view.ts): it goes once the list's own is on screen.
  const firstPicture = first && mainImage(first);
  useFirstViewHandoff(
    query.data && (firstPicture ? contentImageUrl(firstPicture.url) : null),
    query.isError,
  );

  return (
    <div className={styles.screen} aria-busy={query.isPending}>
      {query.data && <PromotionBanners banners={query.data.banners} />}
      {query.isPending && (
        <div aria-label={t`Loading`} role="status">
          <Skeleton height={180} />
        </div>
      )}
      {query.isError && (
        <EmptyState
          title={<Trans>Promotions could not be loaded</Trans>}
          action={
            <Button onClick={() => void query.refetch()}>
              <Trans>Try again</Trans>
            </Button>
          }
        />
      )}
      {query.data?.promotion.length === 0 && (
        <EmptyState title={<Trans>No promotions at the moment</Trans>} />
      )}
      {query.data && query.data.promotion.length > 0 && (
        <ul className={styles.list} aria-label={t`Promotions`}>
          {query.data.promotion.map((promotion, index) => (
            <li key={promotion.id} className={styles.card}>
              <PromotionPicture promotion={promotion} eager={index === 0} />
              <div className={styles.cardBody}>
                <div>
                  <h2 className={styles.title}>{promotion.title}</h2>
                  <PromotionDates promotion={promotion} />
                </div>
                <Link
                  to="/activityDetail"
                  search={{ id: promotion.id }}
                  className={buttonClassName({ size: 'sm', variant: 'secondary' }, styles.view)}
                  aria-label={t`View ${promotion.title}`}
                >
                  <Trans>View</Trans>
                </Link>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * The detail's code (with the HTML sanitiser and the Join/Claim calls) is not in the list's first
 * load; once the page has settled it is fetched and evaluated, with what the detail route needs
 * before it shows (its messages), so a View tap only renders (requirements B2.6). One promotion
 * stands for all: they share the code. A failure is left to the real navigation, which shows the
 * chunk-error screen.
 */
function usePreloadDetail(id: number | undefined): void {
  const router = useRouter();
  const settled = useSettled();
  useEffect(() => {
    if (settled && id !== undefined)
      void router.preloadRoute({ to: '/activityDetail', search: { id } }).catch(() => undefined);
  }, [router, settled, id]);
}
