import type { CSSProperties } from 'react';
import { cx } from './cx';
import type { IconName } from './icon-names';
import styles from './icon.module.css';

export type { IconName } from './icon-names';

export interface IconProps {
  name: IconName;
  /** CSS size (number = px). Defaults to 1.25em so icons follow the text size. */
  size?: number | string;
  /** Gives the icon a role of img with this name; without it the icon is decorative (aria-hidden). */
  label?: string;
  className?: string;
}

// The sprite lives in public/, so it is served under the app base (/m/).
const SPRITE = `${import.meta.env.BASE_URL}icons.svg`;

export function Icon({ name, size, label, className }: IconProps) {
  const style: CSSProperties | undefined =
    size === undefined ? undefined : { width: size, height: size };
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true as const };
  return (
    <svg className={cx(styles.icon, className)} style={style} focusable="false" {...a11y}>
      <use href={`${SPRITE}#${name}`} />
    </svg>
  );
}
