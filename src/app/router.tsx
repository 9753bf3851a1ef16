import { createRouter } from '@tanstack/react-router';
import { LoadingScreen } from '../features/status/components/loading-screen.tsx';
import { routeTree } from '../routeTree.gen.ts';
import { createPaintFirstHistory } from './paint-first-history.ts';
import { RouteError } from './route-error.tsx';

const LOGO = `${import.meta.env.BASE_URL}brand/logo.svg`;

function createAppRouter() {
  return createRouter({
    routeTree,
    history: createPaintFirstHistory(),
    basepath: '/m',
    defaultPreload: 'intent',
    defaultErrorComponent: RouteError,
    defaultPendingComponent: () => <LoadingScreen logoUrl={LOGO} siteName="" />,
    scrollRestoration: true,
  });
}

type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}

let router: AppRouter | undefined;

/**
 * The app's one router, built on first use rather than when this module loads: building it (the
 * route tree of some seventy routes, the history) is a sizeable piece of start-up work, and
 * src/main.tsx gives it a task of its own between the entry's evaluation and the first render.
 */
export function appRouter(): AppRouter {
  router ??= createAppRouter();
  return router;
}

/**
 * Starts fetching the code of the screen the address names while the start-up chart is still
 * loading the language and status, so the screen does not wait for them and then for its chunk.
 * A failure is left to the real navigation, which shows the chunk-error screen.
 */
export function preloadLandingScreen(): void {
  const app = appRouter();
  const [routes] = app.getMatchedRoutes(app.latestLocation.pathname);
  for (const route of routes) void app.loadRouteChunk(route)?.catch(() => undefined);
}
