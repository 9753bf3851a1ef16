import { useEffect, useRef } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { prefersReducedMotion } from '../../../ui/motion';
import { CATEGORY_PATHS, categoryName, categoryOfPath } from '../../../lib/category-routes';
import styles from './game-menu-strip.module.css';

/** Requirements B2.3: the strip scrolls the active tab to its centre over 200 ms. */
export const CENTRE_MS = 200;

export interface GameMenuStripProps {
  /** The sorted categories (requirements B4). */
  categories: readonly string[];
  /** The screen's path, which marks the active tab. */
  path: string;
}

function scrollToCentre(strip: HTMLElement, item: HTMLElement) {
  const target = item.offsetLeft - (strip.clientWidth - item.offsetWidth) / 2;
  const from = strip.scrollLeft;
  if (prefersReducedMotion() || typeof requestAnimationFrame !== 'function') {
    strip.scrollLeft = target;
    return () => undefined;
  }
  const started = performance.now();
  let frame = requestAnimationFrame(function step(now) {
    const progress = Math.min(1, (now - started) / CENTRE_MS);
    strip.scrollLeft = from + (target - from) * (1 - (1 - progress) ** 2);
    if (progress < 1) frame = requestAnimationFrame(step);
  });
  return () => cancelAnimationFrame(frame);
}

/**
 * How a tab is current: its own path is the page; the category of a screen under it (bingo, JILI,
 * RTG under slots) is the current item of the set without being the page.
 */
function currentOf(to: string, key: string, path: string): 'page' | 'true' | undefined {
  if (to === path) return 'page';
  return categoryOfPath(path) === key ? 'true' : undefined;
}

/** Home, Favorites, then the categories in order; the path's tab, or its category's, is active. */
export function GameMenuStrip({ categories, path }: GameMenuStripProps) {
  const { t, i18n } = useLingui();
  const strip = useRef<HTMLUListElement>(null);
  const entries = [
    { key: 'home', to: '/home', label: t`Home` },
    { key: 'favorite', to: '/favorite', label: t`Favorites` },
    ...categories.flatMap((category) => {
      const to = CATEGORY_PATHS[category];
      return to ? [{ key: category, to, label: categoryName((d) => i18n._(d), category) }] : [];
    }),
  ];

  useEffect(() => {
    const list = strip.current;
    const active = list?.querySelector<HTMLElement>('[aria-current]');
    if (!list || !active) return undefined;
    return scrollToCentre(list, active.parentElement ?? active);
  }, [path]);

  return (
    <nav aria-label={t`Game menu`}>
      <ul ref={strip} className={styles.strip}>
        {entries.map((entry) => (
          <li key={entry.key}>
            <Link
              to={entry.to}
              className={styles.tab}
              aria-current={currentOf(entry.to, entry.key, path)}
            >
              {entry.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
