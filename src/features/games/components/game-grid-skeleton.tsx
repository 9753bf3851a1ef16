import { Skeleton } from '../../../ui/skeleton';
import styles from './game-grid.module.css';

/** Placeholder tiles of the final size while the first page loads. */
export function GameGridSkeleton({ count = 12 }: { count?: number }) {
  return (
    <ul className={styles.grid} aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className={styles.skeletonTile}>
          <Skeleton className={styles.skeletonArt} height="auto" radius="md" />
          <Skeleton height="calc(2 * var(--leading-tight) * var(--text-xs))" radius="sm" />
        </li>
      ))}
    </ul>
  );
}
