import { useLingui } from '@lingui/react';
import { headerTitleFor } from '../header-titles.ts';
import styles from './screen-placeholder.module.css';

/**
 * A screen whose content a later issue builds: it already has its route, its lazy chunk and
 * its translated header title, so navigation, deep links and titles work end to end.
 */
export function ScreenPlaceholder({ path }: { path: string }) {
  const { i18n } = useLingui();
  const title = headerTitleFor(path);
  return (
    <main className={styles.screen}>
      <h1 className={styles.title}>{title ? i18n._(title) : null}</h1>
    </main>
  );
}
