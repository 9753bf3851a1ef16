import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { announcementsQueryOptions } from '../../../api/endpoints/announcements';
import { sanitizeHtml } from '../../../lib/sanitize-html';
import { useSession } from '../../../lib/use-session';
import { Button } from '../../../ui/button';
import { EmptyState } from '../../../ui/empty-state';
import { contentLanguage } from '../content-language';
import { PromotionActionButton } from './promotion-action-button';
import { PromotionDates } from './promotion-dates';
import { PromotionDetailLoading } from './promotion-detail-loading';
import { PromotionPicture } from './promotion-picture';
import styles from './promotions.module.css';

/** `/m/activityDetail?id=` (requirements B2.6): picture, title, dates, sanitised content and the action element. */
export function PromotionDetailScreen({ id }: { id: number | undefined }) {
  const session = useSession();
  // The same query as the list: opening a promotion from the list needs no new request.
  const query = useQuery(
    announcementsQueryOptions(
      { kinds: ['PR', 'B'], groupName: 'm_promotion', language: contentLanguage() },
      session?.token ?? null,
    ),
  );
  const promotion = query.data?.promotion.find((entry) => entry.id === id);

  if (query.isPending) return <PromotionDetailLoading />;
  if (query.isError) {
    return (
      <div className={styles.detail}>
        <EmptyState
          title={<Trans>Promotions could not be loaded</Trans>}
          action={
            <Button onClick={() => void query.refetch()}>
              <Trans>Try again</Trans>
            </Button>
          }
        />
      </div>
    );
  }
  if (!promotion) {
    return (
      <div className={styles.detail}>
        <EmptyState title={<Trans>This promotion is no longer available</Trans>} />
      </div>
    );
  }
  return (
    <div className={styles.detail}>
      <article className={styles.card}>
        <PromotionPicture promotion={promotion} eager />
        <div className={styles.cardBody}>
          <div>
            <h2 className={styles.title}>{promotion.title}</h2>
            <PromotionDates promotion={promotion} />
          </div>
        </div>
      </article>
      {/* Operator HTML: sanitised here, the only place it reaches the page. */}
      <div
        className={styles.content}
        dangerouslySetInnerHTML={{ __html: sanitizeHtml(promotion.content) }}
      />
      <PromotionActionButton promotion={promotion} />
    </div>
  );
}
