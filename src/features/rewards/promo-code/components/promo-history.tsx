import { Trans } from '@lingui/react/macro';
import type { PromoRedemption } from '../../../../../shared/contract/calls/promo-code.ts';
import { bangladeshDateTime } from '../../../../lib/bangladesh-time';
import { formatSignedMoney } from '../../../../lib/money-text';
import styles from './promo-code.module.css';

/** Requirements D2.5: the member's redeemed codes, newest first: the code, what it granted, the time. */
export function PromoHistory({
  list,
  loading,
}: {
  list: readonly PromoRedemption[];
  loading: boolean;
}) {
  return (
    <section className={styles.section} aria-labelledby="promo-history-title" aria-busy={loading}>
      <h2 id="promo-history-title" className={styles.sectionTitle}>
        <Trans>Redeemed codes</Trans>
      </h2>
      {list.length === 0 ? (
        <p className={styles.note}>
          {loading ? <Trans>Loading…</Trans> : <Trans>No promo codes redeemed yet.</Trans>}
        </p>
      ) : (
        <ul className={styles.history}>
          {list.map((item) => {
            const amount = formatSignedMoney(item.bonusAmount ?? '0');
            const title = item.promotionTitle ?? '';
            return (
              <li key={item.id} className={styles.item}>
                <div className={styles.itemHead}>
                  <strong className={styles.code}>{item.code}</strong>
                  <time dateTime={item.createdAt}>{bangladeshDateTime(item.createdAt)}</time>
                </div>
                <p className={styles.grant}>
                  {item.bonusAmount === null ? (
                    <Trans>Joined: {title}</Trans>
                  ) : (
                    <Trans>Bonus {amount}</Trans>
                  )}
                </p>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
