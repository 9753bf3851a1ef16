import type { CSSProperties } from 'react';
import { cx } from './cx';
import styles from './skeleton.module.css';

export interface SkeletonProps {
  /** CSS length (number = px). Give both sizes so the real content does not shift the layout. */
  width?: number | string;
  height?: number | string;
  radius?: 'sm' | 'md' | 'lg' | 'pill' | 'circle';
  className?: string;
}

/** A placeholder box while content loads; hidden from assistive technology (announce loading elsewhere). */
export function Skeleton({ width = '100%', height = '1em', radius = 'md', className }: SkeletonProps) {
  const style: CSSProperties = { width, height };
  return <span aria-hidden="true" className={cx(styles.skeleton, styles[radius], className)} style={style} />;
}
