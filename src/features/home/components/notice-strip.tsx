import { memo, useRef } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { Icon } from '../../../ui/icon';
import { prefersReducedMotion } from '../../../ui/motion';
import { useMarquee } from '../use-marquee';
import styles from './notice-strip.module.css';

export interface NoticeStripProps {
  /** Player notice titles; null while they load. */
  titles: readonly string[] | null;
  unreadCount: number;
}

/** Requirements B9: the unread badge caps at 99+. */
export function badgeText(count: number): string {
  return count > 99 ? '99+' : String(count);
}

/** The notice strip (requirements B2.2): a marquee of notice titles and the inbox button. Memoised, as the screen's other parts. */
export const NoticeStrip = memo(function NoticeStrip({ titles, unreadCount }: NoticeStripProps) {
  const { t } = useLingui();
  const viewport = useRef<HTMLDivElement>(null);
  const track = useRef<HTMLDivElement>(null);
  const still = prefersReducedMotion();
  const hasTitles = (titles?.length ?? 0) > 0;
  useMarquee(viewport, track, hasTitles && !still);

  return (
    <div className={styles.strip}>
      <Icon name="bell" className={styles.bell} />
      <div ref={viewport} className={styles.viewport}>
        {titles === null ? null : !hasTitles ? (
          <p className={styles.empty}>{t`No announcements`}</p>
        ) : still ? (
          <ul className={styles.list} aria-label={t`Announcements`}>
            {titles.map((title, index) => (
              <li key={index}>
                <Link to="/notice" search={{ index }} className={styles.title}>
                  {title}
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <div ref={track} className={styles.track} role="list" aria-label={t`Announcements`}>
            {/* Twice, so the loop wraps without a gap (see useMarquee); the copy is for the eye only. */}
            {[0, 1].map((copy) => (
              <span key={copy} className={styles.copy} aria-hidden={copy === 1 || undefined}>
                {titles.map((title, index) => (
                  // Each headline opens the announcements with that notice expanded.
                  <span key={index} role={copy === 0 ? 'listitem' : undefined}>
                    <Link
                      to="/notice"
                      search={{ index }}
                      className={styles.title}
                      tabIndex={copy === 1 ? -1 : undefined}
                    >
                      {title}
                    </Link>
                  </span>
                ))}
              </span>
            ))}
          </div>
        )}
      </div>
      <Link
        to="/webEmail"
        className={styles.mail}
        aria-label={unreadCount > 0 ? t`Messages, ${unreadCount} unread` : t`Messages`}
      >
        <Icon name="mail" />
        {unreadCount > 0 && (
          <span className={styles.badge} aria-hidden="true">
            {badgeText(unreadCount)}
          </span>
        )}
      </Link>
    </div>
  );
});
