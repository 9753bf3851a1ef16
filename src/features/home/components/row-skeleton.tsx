import { Skeleton } from '../../../ui/skeleton';
import styles from './row-skeleton.module.css';

/** A row's final size while its games load: title line and three square cards with name lines. */
export function RowSkeleton() {
  return (
    <div className={styles.skeleton} aria-hidden="true">
      <Skeleton height={36} width="50%" />
      <div className={styles.cards}>
        {[0, 1, 2].map((index) => (
          <span key={index} className={styles.card}>
            <Skeleton className={styles.art} height="auto" />
            <Skeleton height={30} />
          </span>
        ))}
      </div>
    </div>
  );
}
