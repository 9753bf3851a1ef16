import { useEffect, useRef } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { prefersReducedMotion } from '../../../ui/motion';
import { CATEGORY_PATHS, categoryName } from '../../../lib/category-routes';
import styles from './game-menu-strip.module.css';

/** Spec §2.3: the strip scrolls the active tab to its centre over 200 ms. */
export const CENTRE_MS = 200;

export interface GameMenuStripProps {
  /** The sorted categories (spec §4). */
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

/** Home, Favorites, then the categories in order; the current path is the active tab. */
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
    const active = list?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!list || !active) return undefined;
    return scrollToCentre(list, active.parentElement ?? active);
  }, [path]);

  return (
    <nav aria-label={t`Game menu`}>
      <ul ref={strip} className={styles.strip}>
        {entries.map((entry) => (
          <li key={entry.key}>
            <Link to={entry.to} className={styles.tab} aria-current={entry.to === path ? 'page' : undefined}>
              {entry.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
