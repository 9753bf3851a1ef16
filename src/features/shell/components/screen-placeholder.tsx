import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react';
import { headerKindFor } from '../frame-layout.ts';
import { headerTitleFor } from '../header-titles.ts';
import styles from './screen-placeholder.module.css';

/**
 * A screen whose content a later issue builds: it already has its route, its lazy chunk and
 * its translated title, so navigation, deep links and titles work end to end. The mobile
 * header carries the page's h1 where it is shown; elsewhere the screen names itself.
 */
export function ScreenPlaceholder({ path, children }: { path: string; children?: ReactNode }) {
  const { i18n } = useLingui();
  const title = headerTitleFor(path);
  const kind = headerKindFor(path);
  return (
    <div className={styles.screen}>
      {/* The home header shows the logo, not a title: the heading is for assistive technology. */}
      {kind === 'home' && <h1 className={styles.hiddenTitle}>{title ? i18n._(title) : null}</h1>}
      {children}
    </div>
  );
}
