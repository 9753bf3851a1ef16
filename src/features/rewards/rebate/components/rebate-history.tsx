import { Trans, useLingui } from '@lingui/react/macro';
import type { RebateClaim } from '../../../../../shared/contract/calls/manual-rebate.ts';
import { bangladeshDateTime } from '../../../../lib/bangladesh-time';
import { formatMoney } from '../../../../lib/money-text';
import { Icon } from '../../../../ui';
import { RebateLines } from './rebate-lines';
import styles from './rebate.module.css';

/**
 * The member's claims, newest first (requirements D3.4): the time in Bangladesh time and the total,
 * each opening to its lines.
 */
export function RebateHistory({ claims }: { claims: readonly RebateClaim[] }) {
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
        <ul className={styles.history}>
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
    </section>
  );
}
