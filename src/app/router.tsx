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
