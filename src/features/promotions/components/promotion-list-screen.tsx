import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { announcementsQueryOptions } from '../../../api/endpoints/announcements';
import { useSession } from '../../../lib/use-session';
import { Button, buttonClassName } from '../../../ui/button';
import { EmptyState } from '../../../ui/empty-state';
import { Skeleton } from '../../../ui/skeleton';
import { contentLanguage } from '../content-language';
import { PromotionBanners } from './promotion-banners';
import { PromotionDates } from './promotion-dates';
import { PromotionPicture } from './promotion-picture';
import styles from './promotions.module.css';

/** `/m/activity` (requirements B2.6): banners of `m_promotion`, then every promotion with its picture, title and a view link. */
export function PromotionListScreen() {
  const { t } = useLingui();
  const session = useSession();
  const query = useQuery(announcementsQueryOptions({ kinds: ['PR', 'B'], groupName: 'm_promotion', language: contentLanguage() }, session?.token ?? null));

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
      {query.data?.promotion.length === 0 && <EmptyState title={<Trans>No promotions at the moment</Trans>} />}
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
