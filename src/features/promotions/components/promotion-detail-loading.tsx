import { useLingui } from '@lingui/react/macro';
import { Skeleton } from '../../../ui/skeleton';
import styles from './promotions.module.css';

/**
 * The promotion detail while its promotion (or, on /m/activity?id=, its code) is on the way: one
 * placeholder for both, so the screen looks the same whichever arrives last.
 */
export function PromotionDetailLoading() {
  const { t } = useLingui();
  return (
    <div className={styles.detail} aria-busy="true">
      <div role="status" aria-label={t`Loading`}>
        <Skeleton height={180} />
      </div>
    </div>
  );
}
