import { Navigate, createRootRoute, redirect } from '@tanstack/react-router';
import { AppFrame } from '../app/app-frame.tsx';
import { aliasTarget, opensHome } from '../features/shell/route-aliases.ts';
import { loadCatalogueFor } from '../i18n/i18n.ts';
import { firstViewScreen, releaseFirstView } from '../lib/first-view.ts';

/** The promotions list (/m/activity without an id, which opens a promotion): the other screen the server draws a first view of. */
const opensPromotionList = ({ pathname, search }: { pathname: string; search: Record<string, unknown> }) =>
  /^(\/m)?\/activity\/?$/.test(pathname) && search.id === undefined;

export const Route = createRootRoute({
  // Exact aliases of the start-up route table (/m/index, /m/index.html, /m/register.html).
  beforeLoad: async ({ location }) => {
    const target = aliasTarget(location.pathname);
    if (target) throw redirect({ to: target, search: location.search, replace: true });
    if (opensHome(location.pathname)) return;
    // The server's first view shows the home or the promotions list: another screen goes without it.
    if (!(firstViewScreen() === 'promotions' && opensPromotionList(location))) releaseFirstView();
    // The home screen reads only the first screen's messages; a game category, the promotions and
    // the login add their part, every other screen needs the whole catalogue.
    await loadCatalogueFor(location.pathname);
  },
  component: AppFrame,
  // Any unknown path goes home (requirements A2).
  notFoundComponent: () => <Navigate to="/home" replace />,
});
