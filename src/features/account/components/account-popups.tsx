import { Suspense, useEffect, useLayoutEffect, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useRouter } from '@tanstack/react-router';
import { lazyBeyondFirstScreen } from '../../../i18n/lazy-beyond-first-screen.ts';
import { firstViewScreen, releaseFirstView } from '../../../lib/first-view.ts';
import { Popup } from '../../../ui/popup';
import { Spinner } from '../../../ui/spinner';
import {
  bindPopupsNavigation,
  closePopup,
  goBackFromPopup,
  openPopup,
  useShownPopup,
  type AccountPopup,
} from '../popups-actor.ts';
import { loginFormFlags } from '../login-form-flags.ts';
import { LoginForm } from './login-form.view.tsx';
import { useDialingCode } from './use-dialing-code.ts';
import styles from './account-popups.module.css';

// The login's part of the catalogue lacks these two forms' messages: they load with the whole one.
const RegistrationForm = lazyBeyondFirstScreen(() =>
  import('./registration-form.view.tsx').then((module) => ({ default: module.RegistrationForm })),
);
const ForgotPasswordForm = lazyBeyondFirstScreen(() =>
  import('./forgot-password-form.view.tsx').then((module) => ({
    default: module.ForgotPasswordForm,
  })),
);

export interface AccountPopupsProps {
  /** Enabled white-label modules (flags of the login form). */
  modules: ReadonlySet<string>;
  /** The configured sign-up age, for the disclaimer. */
  ageLimit: number;
}

/**
 * The login, register and forgot-password popups, driven by the one app-wide popups chart
 * (popups-actor.ts): opening one closes the others, the page does not scroll while one is shown,
 * and closing one on its own page goes to /m/home.
 */
export default function AccountPopups({ modules, ageLimit }: AccountPopupsProps) {
  const { t } = useLingui();
  const router = useRouter();
  const shown = useShownPopup();
  const dialingCode = useDialingCode();
  // On /m/login the server drew this login popup into the page (src/app/login-first-view.tsx): the
  // app's takes its place in the same frame, with no entrance, so the player sees one popup throughout.
  // Later openings of the login popup have their entrance as usual.
  const loginShown = shown === 'login';
  const [takeOver, setTakeOver] = useState<'waiting' | 'showing' | 'over'>(() =>
    firstViewScreen() === 'login' ? 'waiting' : 'over',
  );
  if (takeOver === 'waiting' && loginShown) setTakeOver('showing');
  if (takeOver === 'showing' && !loginShown) setTakeOver('over');
  useLayoutEffect(() => {
    if (takeOver === 'showing') releaseFirstView();
  }, [takeOver]);

  useEffect(
    () =>
      bindPopupsNavigation({
        replaceHome: () => void router.navigate({ to: '/home', replace: true }),
        // The chart names the page as the browser shows it; the router's paths leave out /m.
        replacePage: (page) =>
          void router.navigate({ href: page.replace(/^\/m(?=\/)/, ''), replace: true }),
        back: () =>
          router.history.canGoBack()
            ? router.history.back()
            : void router.navigate({ to: '/home', replace: true }),
      }),
    [router],
  );

  // The address as the browser shows it (with /m), which is what the chart compares.
  const pathname = () => router.history.location.pathname;
  const close = () => closePopup(pathname());
  const switchTo = (popup: AccountPopup) => () => openPopup(popup, pathname());
  const openLogin = switchTo('login');
  const loading = <Spinner className={styles.spinner} />;

  return (
    <>
      <Popup
        open={loginShown}
        onClose={close}
        title={t`Login`}
        className={styles.panel}
        appear={takeOver === 'over' ? 'animate' : 'instant'}
      >
        {/* The form opens at once: a spinner in its place until the region table answered made the
            centred popup grow and jump up by half the form. The code fills in when known. */}
        <LoginForm
          {...loginFormFlags(modules)}
          countryDialingCode={dialingCode ?? ''}
          ageLimit={ageLimit}
          onClose={close}
          onOpenRegister={switchTo('register')}
          onOpenForgot={switchTo('forgot')}
        />
      </Popup>
      <Popup
        open={shown === 'register'}
        onClose={close}
        title={t`Register`}
        className={styles.panel}
      >
        <Suspense fallback={loading}>
          <RegistrationForm onClose={close} onOpenLogin={openLogin} />
        </Suspense>
      </Popup>
      <Popup
        open={shown === 'forgot'}
        onClose={close}
        title={t`Forgot password`}
        className={styles.panel}
      >
        <Suspense fallback={loading}>
          <ForgotPasswordForm
            onClose={close}
            onOpenLogin={openLogin}
            onBack={() => goBackFromPopup(pathname())}
          />
        </Suspense>
      </Popup>
    </>
  );
}
