import { Trans } from '@lingui/react/macro';
import type { Announcement } from '../../../api/endpoints/announcements';
import { promotionDate } from '../../../lib/format-date';
import styles from './promotions.module.css';

/** Requirements B9: promotion dates as YYYY/MM/DD; a promotion without expiry is long term. */
export function PromotionDates({ promotion }: { promotion: Announcement }) {
  const start = promotionDate(promotion.startDate);
  const end = promotionDate(promotion.endDate);
  if (promotion.noExpiry === 1 || !end) {
    return (
      <p className={styles.dates}>
        <Trans>{start} – long term</Trans>
      </p>
    );
  }
  return (
    <p className={styles.dates}>
      <Trans>
        {start} – {end}
      </Trans>
    </p>
  );
}
