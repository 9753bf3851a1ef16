import type { CSSProperties } from 'react';
import { cx } from './cx';
import styles from './skeleton.module.css';

export interface SkeletonProps {
  /** CSS length (number = px). Give both sizes so the real content does not shift the layout. */
  width?: number | string;
  height?: number | string;
  radius?: 'sm' | 'md' | 'lg' | 'pill' | 'circle';
  className?: string;
  /**
   * No pulse: for a placeholder that only keeps space for content not asked for yet, usually off
   * screen. Every pulse ends in an animation event the page handles, for nothing while unseen.
   */
  still?: boolean;
}

/**
 * A placeholder box while content loads; hidden from assistive technology (announce loading elsewhere).
 * `data-skeleton` marks it for the layout audit, which waits until none is in view (built class names are hashes).
 */
export function Skeleton({
  width = '100%',
  height = '1em',
  radius = 'md',
  className,
  still = false,
}: SkeletonProps) {
  const style: CSSProperties = { width, height };
  return (
    <span
      aria-hidden="true"
      data-skeleton
      className={cx(styles.skeleton, styles[radius], still && styles.still, className)}
      style={style}
    />
  );
}
