import { Suspense, lazy, useEffect, useMemo, useRef, useState } from 'react';
import { Outlet, useLocation, useRouter } from '@tanstack/react-router';
import {
  loadPopups,
  openPopup,
  useAnyPopupRequested,
  useHelpRequested,
} from '../lib/popups-actor.ts';
import { useHelpHistory } from '../features/help/use-help-history.ts';
import { HomeHeader } from '../features/shell/components/home-header.tsx';
import { FooterBar } from '../features/shell/components/footer-bar.tsx';
import { hasFooterBar, hasPageFooter, headerKindFor } from '../features/shell/frame-layout.ts';
import { appPath } from '../features/shell/app-path.ts';
import headerStyles from '../features/shell/components/header.module.css';
import { usePageFade } from '../features/shell/page-fade.ts';
import { cx } from '../ui/cx';
import { MainLandmark } from '../ui/main-landmark';
import { useSettled } from '../ui/use-settled';
import { AppDownloadOverlay } from '../features/shell/components/app-download-overlay.tsx';
import { config } from '../config';
import { useSearchPopupRequests } from '../lib/search-popup';
import { useSession } from '../lib/use-session';
import { enabledModules } from '../lib/whitelabel';
import { loadWholeCatalogue } from '../i18n/i18n.ts';
import {
  lazyBeyondFirstScreen,
  lazyWithCataloguePart,
  lazyWithDeferredMessages,
} from '../i18n/lazy-beyond-first-screen.ts';
import { StartupActor } from './startup-context.ts';
import styles from './app-frame.module.css';

// The drawer and its entry rules are code nobody needs until the menu button is pressed.
const SideMenu = lazyBeyondFirstScreen(
  () => import('../features/shell/components/frame-side-menu.tsx'),
);
// The customer-service area, its help list and handle mount once the page has settled, with their messages.
const SupportArea = lazyWithDeferredMessages(
  () => import('../features/shell/components/support-area.tsx'),
);
const ServiceHandle = lazyWithDeferredMessages(() =>
  import('../features/shell/components/support-area.tsx').then((module) => ({
    default: module.ServiceHandle,
  })),
);
const RegionLanguagePopup = lazyBeyondFirstScreen(
  () => import('../features/shell/components/region-language-popup.tsx'),
);
// The search overlay (requirements A2) loads on the first request to open it.
const SearchPopup = lazyBeyondFirstScreen(
  () => import('../features/games/components/search-popup.tsx'),
);
// Login, register and forgot password load with the first popup opened, with the login's part of
// the catalogue (register and forgot password bring the whole one: account-popups.tsx).
const AccountPopups = lazyWithCataloguePart(
  'login',
  () => import('../features/account/components/account-popups.tsx'),
);
const HelpFooterList = lazyWithDeferredMessages(
  () => import('../features/help/components/help-footer-list.tsx'),
);
// The help centre popup (requirements B2.8.2) loads when the footer's help list or the side menu asks for it.
const HelpPopup = lazyBeyondFirstScreen(() => import('../features/help/components/help-popup.tsx'));
// Mounted for every member once the page has settled, with their messages (the deferred part): a
// pending contract's alert, the session renewal and the session reminder. None of them draws the
// screen a member lands on, so none of their code weighs on a member's first load (issue 48: the
// deposit's cold load).
const MemberOverlays = lazyWithDeferredMessages(() => import('./member-overlays.tsx'));
// Every screen but home has the mobile header: home's first load does without it and its title table.
// The header is fixed above the page, so the empty bar shown until it arrives moves nothing.
const MobileHeader = lazy(() =>
  import('../features/shell/components/mobile-header.tsx').then((module) => ({
    default: module.MobileHeader,
  })),
);
const DEFAULT_LOGO = `${import.meta.env.BASE_URL}brand/logo.svg`;

/**
 * The common frame: the header of the path above the screen (the banner), the screen
 * in the page's one main landmark, the footer bar's navigation where frame-layout.ts gives it, and
 * the side menu.
 */
export function AppFrame() {
  const pathname = useLocation({ select: (location) => location.pathname });
  const info = StartupActor.useSelector((snapshot) => snapshot.context.status?.info);
  const session = useSession();
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuLoaded, setMenuLoaded] = useState(false);
  const [regionOpen, setRegionOpen] = useState(false);
  const [regionLoaded, setRegionLoaded] = useState(false);
  const searchRequests = useSearchPopupRequests();
  const kind = headerKindFor(pathname);
  const footerBar = hasFooterBar(pathname);
  const pageFooter = hasPageFooter(pathname);
  // The footer and service widget decrypt the customer-service paths (crypto-js): that code waits
  // until the page has settled rather than weighing on the first view.
  const settled = useSettled();
  const page = useRef<HTMLDivElement>(null);
  usePageFade(page, pathname);
  const router = useRouter();
  const popupRequested = useAnyPopupRequested();
  const helpRequested = useHelpRequested();
  useHelpHistory();
  // The popups chart is not in the first load: it loads on the first popup asked for, or here once
  // the page has settled, so the first tap on Log in does not wait for it.
  useEffect(() => {
    if (settled) void loadPopups();
  }, [settled]);
  const modules = useMemo(() => enabledModules(info?.whitelabel ?? []), [info]);
  // Requirements A2 mobile header: the trial action, for a visitor when free play is on.
  const trialPlay =
    session === null && modules.has('FREEPLAY3')
      ? () =>
          void Promise.all([
            import('../features/account/trial-play.ts'),
            loadWholeCatalogue(),
          ]).then(([{ startTrialPlay }]) =>
            startTrialPlay(() => void router.navigate({ to: '/home', replace: true })),
          )
      : undefined;

  // Requirements A2: the side menu closes on every route change (set while rendering the new
  // path, as React advises for state that follows a prop, not one render later from an effect).
  const [menuPath, setMenuPath] = useState(pathname);
  if (pathname !== menuPath) {
    setMenuPath(pathname);
    setMenuOpen(false);
  }

  const openRegionLanguage = () => {
    setMenuOpen(false);
    setRegionLoaded(true);
    setRegionOpen(true);
  };

  const toggleMenu = () => {
    setMenuLoaded(true);
    setMenuOpen((open) => !open);
  };

  return (
    <>
      {kind === 'home' && (
        <HomeHeader
          logoUrl={info?.theme.logoUrl || DEFAULT_LOGO}
          siteName={info?.siteName ?? ''}
          menuOpen={menuOpen}
          onToggleMenu={toggleMenu}
          onOpenLogin={() => openPopup('login')}
          onOpenRegister={() => openPopup('register')}
        />
      )}
      {kind === 'mobile' && (
        <Suspense fallback={<div className={headerStyles.header} />}>
          <MobileHeader pathname={pathname} onTrialPlay={trialPlay} />
        </Suspense>
      )}
      <div ref={page} className={cx(styles.belowHeader, footerBar && styles.aboveFooterBar)}>
        <MainLandmark>
          <Outlet />
        </MainLandmark>
        {pageFooter && settled && info && (
          <Suspense fallback={null}>
            <SupportArea
              info={info}
              helpList={
                <Suspense fallback={null}>
                  <HelpFooterList />
                </Suspense>
              }
            />
          </Suspense>
        )}
      </div>
      {footerBar && (
        <FooterBar
          hideOnScroll={appPath(pathname) === '/activity'}
          rewardCenter={modules.has('REWCEN3')}
          onOpenLogin={() => openPopup('login')}
          edgeEnd={
            settled &&
            info && (
              <Suspense fallback={null}>
                <ServiceHandle info={info} />
              </Suspense>
            )
          }
        />
      )}
      {menuLoaded && (
        <Suspense fallback={null}>
          <SideMenu
            open={menuOpen}
            loggedIn={session !== null}
            memberType={session?.type}
            modules={modules}
            onClose={() => setMenuOpen(false)}
            onRegionLanguage={openRegionLanguage}
          />
        </Suspense>
      )}
      {searchRequests > 0 && info && (
        <Suspense fallback={null}>
          <SearchPopup requests={searchRequests} imageCdns={info.imageCDNs} />
        </Suspense>
      )}
      {popupRequested && (
        <Suspense fallback={null}>
          <AccountPopups modules={modules} ageLimit={info?.register.ageLimit ?? 18} />
        </Suspense>
      )}
      {helpRequested && (
        <Suspense fallback={null}>
          <HelpPopup />
        </Suspense>
      )}
      <AppDownloadOverlay resources={info?.resources} />
      {regionLoaded && (
        <Suspense fallback={null}>
          <RegionLanguagePopup
            open={regionOpen}
            onClose={() => setRegionOpen(false)}
            defaultMerchant={config.defaultMerchant}
          />
        </Suspense>
      )}
      {session && settled && (
        <Suspense fallback={null}>
          <MemberOverlays />
        </Suspense>
      )}
    </>
  );
}
