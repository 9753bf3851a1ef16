import { useLingui } from '@lingui/react/macro';
import { badgeText, useUnclaimedPromotions } from '../../../lib/use-promotions';
import styles from './footer-bar.module.css';

/** Requirements A2: the Reward item's count of promotions waiting to be claimed (99+ at most). */
export default function RewardBadge() {
  const { t } = useLingui();
  const count = useUnclaimedPromotions();
  if (count === null || count === 0) return null;
  const text = badgeText(count);
  return (
    <span className={styles.badge}>
      <span aria-hidden="true">{text}</span>
      <span className={styles.srOnly}>{t`${text} to claim`}</span>
    </span>
  );
}
