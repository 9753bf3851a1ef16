import { createRouter } from '@tanstack/react-router';
import { LoadingScreen } from '../features/status/components/loading-screen.tsx';
import { routeTree } from '../routeTree.gen.ts';
import { RouteError } from './route-error.tsx';

const LOGO = `${import.meta.env.BASE_URL}brand/logo.svg`;

export const router = createRouter({
  routeTree,
  basepath: '/m',
  defaultPreload: 'intent',
  defaultErrorComponent: RouteError,
  defaultPendingComponent: () => <LoadingScreen logoUrl={LOGO} siteName="" />,
  scrollRestoration: true,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}

/**
 * Starts fetching the code of the screen the address names while the start-up chart is still
 * loading the language and status, so the screen does not wait for them and then for its chunk.
 * A failure is left to the real navigation, which shows the chunk-error screen.
 */
export function preloadLandingScreen(): void {
  const [routes] = router.getMatchedRoutes(router.latestLocation.pathname);
  for (const route of routes) void router.loadRouteChunk(route)?.catch(() => undefined);
}
