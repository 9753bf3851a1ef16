import { Skeleton } from '../../../ui/skeleton';
import styles from './row-skeleton.module.css';

/**
 * A row's final size while its games load: title line and three square cards with name lines.
 * `still` when the row is not asked for yet (off screen): it keeps the space without pulsing.
 */
export function RowSkeleton({ still = false }: { still?: boolean }) {
  return (
    <div className={styles.skeleton} aria-hidden="true">
      <Skeleton height={36} width="50%" still={still} />
      <div className={styles.cards}>
        {[0, 1, 2].map((index) => (
          <span key={index} className={styles.card}>
            <Skeleton className={styles.art} height="auto" still={still} />
            <Skeleton height={30} still={still} />
          </span>
        ))}
      </div>
    </div>
  );
}
