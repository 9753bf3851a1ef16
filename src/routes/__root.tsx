import { Navigate, createRootRoute, redirect } from '@tanstack/react-router';
import { AppFrame } from '../app/app-frame.tsx';
import { aliasTarget, opensHome } from '../features/shell/route-aliases.ts';
import { loadCatalogueFor, loadFirstScreenCatalogue } from '../i18n/i18n.ts';
import { firstViewScreen, releaseFirstView } from '../lib/first-view.ts';

/** The promotions list (/m/activity without an id, which opens a promotion): another screen the server draws a first view of. */
const opensPromotionList = ({
  pathname,
  search,
}: {
  pathname: string;
  search: Record<string, unknown>;
}) => /^(\/m)?\/activity\/?$/.test(pathname) && search.id === undefined;

/** The login page, whose first view is its login popup: the app's popup takes its place (account-popups.tsx). */
const opensLogin = ({ pathname }: { pathname: string }) => /^(\/m)?\/login\/?$/.test(pathname);

/** Whether the server's first view shows the screen at `location`: any other screen goes without it. */
function firstViewShows(location: { pathname: string; search: Record<string, unknown> }): boolean {
  const screen = firstViewScreen();
  return (
    (screen === 'promotions' && opensPromotionList(location)) ||
    (screen === 'login' && opensLogin(location))
  );
}

export const Route = createRootRoute({
  // Exact aliases of the start-up route table (/m/index, /m/index.html, /m/register.html).
  beforeLoad: async ({ location }) => {
    const target = aliasTarget(location.pathname);
    if (target) throw redirect({ to: target, search: location.search, replace: true });
    if (opensHome(location.pathname)) {
      // The home's own first view waits for its banner (home-banners.tsx); another screen's goes.
      if (firstViewScreen() !== 'home') releaseFirstView();
      // Loaded already, unless the visit landed on the login page, which reads a piece of its own.
      await loadFirstScreenCatalogue();
      return;
    }
    if (!firstViewShows(location)) releaseFirstView();
    // The home screen reads only the first screen's messages; a game category, the promotions and
    // the login add their part, every other screen needs the whole catalogue.
    await loadCatalogueFor(location.pathname);
  },
  component: AppFrame,
  // Any unknown path goes home (requirements A2).
  notFoundComponent: () => <Navigate to="/home" replace />,
});
