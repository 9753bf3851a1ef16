import { Skeleton } from '../../../ui/skeleton';
import rowStyles from './game-row.module.css';
import styles from './row-skeleton.module.css';

export interface RowSkeletonProps {
  /** When known, the section's heading shows at once, where the row will put it. */
  title?: string;
  /** The row is not asked for yet (off screen): it keeps the space without pulsing. */
  still?: boolean;
}

/**
 * A row's final size while its games load: the title line and three square cards with name lines.
 * With a title the heading is real (the lobby's sections are named and reachable before their games
 * arrive); the rest is hidden from assistive technology.
 */
export function RowSkeleton({ title, still = false }: RowSkeletonProps) {
  return (
    <div className={styles.skeleton}>
      {title === undefined ? (
        <Skeleton height={36} width="50%" still={still} />
      ) : (
        <div className={rowStyles.head}>
          <h2 className={rowStyles.title}>{title}</h2>
        </div>
      )}
      <div className={styles.cards} aria-hidden="true">
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
