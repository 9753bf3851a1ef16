import { Suspense, lazy, useEffect, useRef, useState, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Link, useRouter } from '@tanstack/react-router';
import { lazyBeyondFirstScreen } from '../../../i18n/lazy-beyond-first-screen.ts';
import { useInviteRequests } from '../../../lib/invite-popup';
import { TRIAL_TYPE } from '../../../lib/member-types';
import { useSession } from '../../../lib/use-session';
import { cx } from '../../../ui/cx';
import { Icon } from '../../../ui/icon';
import { TOAST_DURATION } from '../../../ui/toast/durations';
import { toast } from '../../../ui/toast/toast-store';
import styles from './footer-bar.module.css';

// Both read through react-query; they load only for a player, never on a visitor's first screen.
const RewardBadge = lazy(() => import('./reward-badge.tsx'));
const InvitePopup = lazyBeyondFirstScreen(() => import('./invite-popup.tsx'));

export interface FooterBarProps {
  /** Requirements A2: on the promotions page the bar hides while the player scrolls down the list. */
  hideOnScroll: boolean;
  /** REWCEN3: without the reward centre, Reward shows the contact-service message (requirements A6). */
  rewardCenter?: boolean;
  /** Invite for a visitor opens the login popup instead of the referral view. */
  onOpenLogin?: () => void;
  /** What sits at the end of the bar's top edge, beside the toggle (the service handle). */
  edgeEnd?: ReactNode;
}

/** Hidden while scrolling down, back on the way up (the player is looking for navigation then). */
function useHiddenByScroll(enabled: boolean): boolean {
  const [hidden, setHidden] = useState(false);
  const last = useRef(0);
  useEffect(() => {
    if (!enabled) return undefined;
    last.current = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      if (Math.abs(y - last.current) < 8) return;
      setHidden(y > last.current && y > 0);
      last.current = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      // Shown again once the page stops hiding it (the next page starts with the bar in view).
      setHidden(false);
    };
  }, [enabled]);
  return hidden;
}

/** The bottom navigation of the main tabs (requirements A2.5 "Footer bar"). */
export function FooterBar({
  hideOnScroll,
  rewardCenter = true,
  onOpenLogin,
  edgeEnd,
}: FooterBarProps) {
  const { t } = useLingui();
  const router = useRouter();
  const session = useSession();
  const [open, setOpen] = useState(true);
  const [inviteOpen, setInviteOpen] = useState(false);
  const [inviteLoaded, setInviteLoaded] = useState(false);
  const hiddenByScroll = useHiddenByScroll(hideOnScroll);

  // Requirements A2.5.1: the game filters live in the category screens' addresses, so the home's
  // address, which carries none, is the reset; the link opens it at its top.
  const goHome = () => window.scrollTo({ top: 0 });

  const invite = () => {
    if (session === null) {
      if (onOpenLogin) onOpenLogin();
      else void router.navigate({ to: '/login' });
      return;
    }
    setInviteLoaded(true);
    setInviteOpen(true);
  };

  // The home quick entry asks for the same referral view; each new request opens it once.
  const inviteRequests = useInviteRequests();
  const handledRequests = useRef(inviteRequests);
  useEffect(() => {
    if (inviteRequests === handledRequests.current) return;
    handledRequests.current = inviteRequests;
    invite();
  });

  const rewardWithoutCentre = () =>
    toast.show({
      message: t`Please contact customer service`,
      duration: TOAST_DURATION.contactService,
    });
  const rewardBadge = session !== null && session.type !== TRIAL_TYPE && (
    <Suspense fallback={null}>
      <RewardBadge />
    </Suspense>
  );

  return (
    <div className={cx(styles.dock, open && hiddenByScroll && styles.collapsed)}>
      {/* The top edge: taps through it reach the page, except on its two tabs. */}
      <div className={styles.edge}>
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls="footer-bar"
          onClick={() => setOpen((value) => !value)}
        >
          <Icon name={open ? 'chevron-down' : 'chevron-up'} />
          <span className={styles.toggleLabel}>
            {open ? t`Hide navigation` : t`Show navigation`}
          </span>
        </button>
        {edgeEnd && <div className={styles.edgeEnd}>{edgeEnd}</div>}
      </div>
      <nav id="footer-bar" className={styles.bar} aria-label={t`Main`} hidden={!open}>
        {/* The tabs that open a screen are links: the router marks the one on screen (aria-current). */}
        <Link
          to="/home"
          activeOptions={{ exact: true, includeSearch: false }}
          className={styles.item}
          onClick={goHome}
        >
          <Icon name="home" />
          <span>{t`Home`}</span>
        </Link>
        <Link to="/activity" className={styles.item}>
          <Icon name="promotion" />
          <span>{t`Promotion`}</span>
        </Link>
        <button type="button" className={styles.item} onClick={invite}>
          <Icon name="share" />
          <span>{t`Invite`}</span>
        </button>
        {rewardCenter ? (
          <Link to="/rewardCenter" className={styles.item}>
            <Icon name="reward" />
            <span>{t`Reward`}</span>
            {rewardBadge}
          </Link>
        ) : (
          <button type="button" className={styles.item} onClick={rewardWithoutCentre}>
            <Icon name="reward" />
            <span>{t`Reward`}</span>
            {rewardBadge}
          </button>
        )}
        <Link to="/member/home" className={styles.item}>
          <Icon name="user" />
          <span>{t`Profile`}</span>
        </Link>
      </nav>
      {inviteLoaded && session !== null && (
        <Suspense fallback={null}>
          <InvitePopup
            open={inviteOpen}
            token={session.token}
            onClose={() => setInviteOpen(false)}
          />
        </Suspense>
      )}
    </div>
  );
}
