import type { CSSProperties } from 'react';
import { cx } from './cx';
import styles from './spinner.module.css';

export interface SpinnerProps {
  /** CSS size (number = px). Defaults to 1.5em. */
  size?: number | string;
  /** When given, the spinner is a status region with this accessible name; otherwise it is decorative. */
  label?: string;
  className?: string;
}

export function Spinner({ size, label, className }: SpinnerProps) {
  const style: CSSProperties | undefined =
    size === undefined ? undefined : { width: size, height: size };
  const a11y = label ? { role: 'status', 'aria-label': label } : { 'aria-hidden': true as const };
  return <span className={cx(styles.spinner, className)} style={style} {...a11y} />;
}
