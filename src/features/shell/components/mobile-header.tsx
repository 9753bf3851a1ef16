import { useLingui } from '@lingui/react/macro';
import { Link, useRouter } from '@tanstack/react-router';
import { Icon } from '../../../ui/icon';
import { currentBackHandler } from '../back-handler.ts';
import { backGoesHome, hasHomeButton } from '../header-back.ts';
import { headerTitleFor } from '../header-titles.ts';
import { cx } from '../../../ui/cx';
import bar from './header.module.css';
import styles from './mobile-header.module.css';

export interface MobileHeaderProps {
  pathname: string;
  /** The trial (free-play) action, offered when given (a visitor on a site with free play). */
  onTrialPlay?: () => void;
}

/** Back arrow and the title of the path (and home, on a game category); every screen but home has it. */
export function MobileHeader({ pathname, onTrialPlay }: MobileHeaderProps) {
  const { t, i18n } = useLingui();
  const router = useRouter();
  const title = headerTitleFor(pathname);
  // Requirements B2.3.2: a game category's header has a back button to home and a button home.
  const homeButton = hasHomeButton(pathname);

  const goBack = () => {
    if (backGoesHome(pathname)) {
      void router.navigate({ to: '/home' });
      return;
    }
    const handler = currentBackHandler();
    if (handler) handler();
    // A deep link has nothing of ours to go back to: leaving the site would surprise the player.
    else if (router.history.canGoBack()) router.history.back();
    else void router.navigate({ to: '/home', replace: true });
  };

  return (
    <header className={cx(bar.header, styles.header)}>
      <nav className={styles.nav} aria-label={t`Page`}>
        <button type="button" className={bar.iconButton} aria-label={t`Back`} onClick={goBack}>
          <Icon name="back" />
        </button>
      </nav>
      {/* A screen left out of the title table names itself with its own heading. */}
      {title ? (
        <h1 className={styles.title}>{i18n._(title)}</h1>
      ) : (
        <span className={styles.spacer} />
      )}
      {homeButton && (
        <Link to="/home" className={bar.iconButton} aria-label={t`Home`}>
          <Icon name="home" />
        </Link>
      )}
      {onTrialPlay ? (
        <button type="button" className={styles.trialButton} onClick={onTrialPlay}>
          {t`Free play`}
        </button>
      ) : (
        // Keeps the title centred against the back button.
        !homeButton && <span className={bar.iconButton} aria-hidden="true" />
      )}
    </header>
  );
}
