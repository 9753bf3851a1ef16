import { Suspense, lazy, type MouseEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Link, useRouter } from '@tanstack/react-router';
import { useSession } from '../../../lib/use-session';
import { buttonClassName } from '../../../ui/button';
import { cx } from '../../../ui/cx';
import { Icon } from '../../../ui/icon';
import styles from './header.module.css';

// The wallet read (react-query) loads only once a player is logged in.
const HeaderBalance = lazy(() => import('./header-balance.tsx'));

export interface HomeHeaderProps {
  logoUrl: string;
  siteName: string;
  menuOpen: boolean;
  onToggleMenu: () => void;
  /** Open the login / register popup in place; without them the links go to their pages. */
  onOpenLogin?: () => void;
  onOpenRegister?: () => void;
}

/** Side-menu toggle, logo, and the account actions (requirements A2.4 "Header of the home area"). */
export function HomeHeader({
  logoUrl,
  siteName,
  menuOpen,
  onToggleMenu,
  onOpenLogin,
  onOpenRegister,
}: HomeHeaderProps) {
  const { t } = useLingui();
  const router = useRouter();
  const session = useSession();

  // Requirements A2.4.2: the game filters live in the category screens' addresses, so the home's
  // address, which carries none, is the reset: the next category opens on all its games.
  const goHomeFromLogo = () => {
    void router.navigate({ to: '/home' });
    window.scrollTo({ top: 0 });
  };

  // Still real links (the page opens the same popup), so a new tab or a copied address works too.
  // Opened in place, their pages are not needed: no preload on touch, which would run in the tap's
  // own frame (`preload={false}`).
  const inPlace = (open: (() => void) | undefined) => (event: MouseEvent) => {
    if (!open || event.ctrlKey || event.metaKey || event.shiftKey) return;
    event.preventDefault();
    open();
  };

  return (
    <header className={styles.header}>
      <button
        type="button"
        className={styles.iconButton}
        aria-label={t`Menu`}
        aria-expanded={menuOpen}
        aria-controls="side-menu"
        onClick={onToggleMenu}
      >
        <Icon name="menu" />
      </button>
      <button
        type="button"
        className={session ? styles.memberLogoButton : styles.logoButton}
        onClick={goHomeFromLogo}
      >
        <img
          src={logoUrl}
          alt={siteName || t`Home`}
          width={120}
          height={36}
          className={session ? styles.smallLogo : styles.logo}
        />
      </button>
      <nav className={session ? styles.memberActions : styles.actions} aria-label={t`Account`}>
        {session ? (
          <>
            <Suspense fallback={null}>
              <HeaderBalance token={session.token} compact />
            </Suspense>
            <Link
              to="/voucherCenter"
              className={buttonClassName({ size: 'sm' }, cx(styles.action, styles.compactAction))}
            >{t`Deposit`}</Link>
            <Link
              to="/withdraw"
              className={buttonClassName(
                { size: 'sm', variant: 'secondary' },
                cx(styles.action, styles.compactAction),
              )}
            >{t`Withdraw`}</Link>
          </>
        ) : (
          <>
            <Link
              to="/login"
              preload={onOpenLogin ? false : undefined}
              className={buttonClassName({ size: 'sm', variant: 'secondary' }, styles.action)}
              onClick={inPlace(onOpenLogin)}
            >{t`Login`}</Link>
            <Link
              to="/register"
              preload={onOpenRegister ? false : undefined}
              className={buttonClassName({ size: 'sm' }, styles.action)}
              onClick={inPlace(onOpenRegister)}
            >{t`Register`}</Link>
          </>
        )}
      </nav>
    </header>
  );
}
