import { Navigate, createRootRoute, redirect } from '@tanstack/react-router';
import { AppFrame } from '../app/app-frame.tsx';
import { aliasTarget, opensHome } from '../features/shell/route-aliases.ts';
import { loadCatalogueFor } from '../i18n/i18n.ts';
import { releaseFirstView } from '../lib/first-view.ts';

export const Route = createRootRoute({
  // Exact aliases of the start-up route table (/m/index, /m/index.html, /m/register.html).
  beforeLoad: async ({ location }) => {
    const target = aliasTarget(location.pathname);
    if (target) throw redirect({ to: target, search: location.search, replace: true });
    if (opensHome(location.pathname)) return;
    // The server's first view shows the home: another screen goes without it.
    releaseFirstView();
    // The home screen reads only the first screen's messages; a game category, the promotions and
    // the login add their part, every other screen needs the whole catalogue.
    await loadCatalogueFor(location.pathname);
  },
  component: AppFrame,
  // Any unknown path goes home (requirements A2).
  notFoundComponent: () => <Navigate to="/home" replace />,
});
