import { useEffect, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Link, useRouter } from '@tanstack/react-router';
import { resetGameFilter } from '../../../lib/game-filter-store';
import { cx } from '../../../ui/cx';
import { Icon } from '../../../ui/icon';
import styles from './footer-bar.module.css';

export interface FooterBarProps {
  /** Spec 000 §2: on the promotions page the bar hides while the player scrolls down the list. */
  hideOnScroll: boolean;
}

/** Hidden while scrolling down, back on the way up (the player is looking for navigation then). */
function useHiddenByScroll(enabled: boolean): boolean {
  const [hidden, setHidden] = useState(false);
  const last = useRef(0);
  useEffect(() => {
    setHidden(false);
    if (!enabled) return undefined;
    last.current = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      if (Math.abs(y - last.current) < 8) return;
      setHidden(y > last.current && y > 0);
      last.current = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [enabled]);
  return hidden;
}

/** The bottom navigation of the main tabs (spec 000 §2 "Footer bar"). */
export function FooterBar({ hideOnScroll }: FooterBarProps) {
  const { t } = useLingui();
  const router = useRouter();
  const [open, setOpen] = useState(true);
  const hiddenByScroll = useHiddenByScroll(hideOnScroll);

  const goHome = () => {
    resetGameFilter();
    void router.navigate({ to: '/home' });
    window.scrollTo({ top: 0 });
  };

  return (
    <div className={cx(styles.dock, open && hiddenByScroll && styles.collapsed)}>
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls="footer-bar"
        onClick={() => setOpen((value) => !value)}
      >
        <Icon name={open ? 'chevron-down' : 'chevron-up'} />
        <span className={styles.toggleLabel}>{open ? t`Hide navigation` : t`Show navigation`}</span>
      </button>
      <nav id="footer-bar" className={styles.bar} aria-label={t`Main`} hidden={!open}>
        <button type="button" className={styles.item} onClick={goHome}>
          <Icon name="home" />
          <span>{t`Home`}</span>
        </button>
        <Link to="/activity" className={styles.item}>
          <Icon name="promotion" />
          <span>{t`Promotion`}</span>
        </Link>
        <Link to="/rewardCenter" className={styles.item}>
          <Icon name="reward" />
          <span>{t`Reward`}</span>
        </Link>
        <Link to="/member/home" className={styles.item}>
          <Icon name="user" />
          <span>{t`Profile`}</span>
        </Link>
      </nav>
    </div>
  );
}
