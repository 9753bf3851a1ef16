import { Trans, useLingui } from '@lingui/react/macro';
import type { RebateClaim } from '../../../../../shared/contract/calls/manual-rebate.ts';
import { bangladeshDateTime } from '../../../../lib/bangladesh-time';
import { formatMoney } from '../../../../lib/money-text';
import { Button, Icon } from '../../../../ui';
import { RebateLines } from './rebate-lines';
import styles from './rebate.module.css';

/**
 * Older claims below the list (requirements D3.4): `more` offers Load more, `loading` while the
 * next page loads, `failed` with the reason and Try again, `none` when every claim shows.
 */
export type RebateHistoryMore =
  | { readonly state: 'none' | 'more' | 'loading' }
  | { readonly state: 'failed'; readonly problem: string };

/**
 * The member's claims, newest first (requirements D3.4): the time in Bangladesh time and the total,
 * each opening to its lines; older pages are added below with Load more.
 */
export function RebateHistory({
  claims,
  more,
  onMore,
}: {
  claims: readonly RebateClaim[];
  more: RebateHistoryMore;
  /** Load more, or Try again after a failure: the next page. */
  onMore: () => void;
}) {
  const { t } = useLingui();
  return (
    <section className={styles.section} aria-labelledby="rebate-history-title">
      <h2 id="rebate-history-title" className={styles.sectionTitle}>
        <Trans>Claim history</Trans>
      </h2>
      {claims.length === 0 ? (
        <p className={styles.note}>
          <Trans>No claims yet.</Trans>
        </p>
      ) : (
        <ul className={styles.history} aria-busy={more.state === 'loading' || undefined}>
          {claims.map((claim) => {
            const time = bangladeshDateTime(claim.createdAt);
            return (
              <li key={claim.id}>
                <details className={styles.claimItem}>
                  <summary className={styles.claimSummary}>
                    <time dateTime={claim.createdAt}>{time}</time>
                    <span className={styles.claimTotal}>
                      <strong>{formatMoney(claim.total)}</strong>
                      <Icon name="chevron-down" className={styles.chevron} />
                    </span>
                  </summary>
                  <RebateLines
                    lines={claim.lines}
                    total={claim.total}
                    caption={t`Rebate claimed at ${time}`}
                  />
                </details>
              </li>
            );
          })}
        </ul>
      )}
      <p role="status" className={styles.visuallyHidden}>
        {more.state === 'loading' ? t`Loading more claims` : ''}
      </p>
      {(more.state === 'more' || more.state === 'loading') && (
        <Button variant="secondary" block loading={more.state === 'loading'} onClick={onMore}>
          {t`Load more`}
        </Button>
      )}
      {more.state === 'failed' && (
        <div className={styles.more}>
          <p className={styles.problem} role="alert">
            {more.problem}
          </p>
          <Button variant="secondary" block onClick={onMore}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      )}
    </section>
  );
}
