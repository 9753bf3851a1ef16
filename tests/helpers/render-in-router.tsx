import type { ReactElement } from 'react';
import {
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  type AnyRouter,
} from '@tanstack/react-router';
import { renderWithI18n, type RenderWithI18nOptions } from './render';

/**
 * Renders `Component` as the root of a memory router at `initialPath` (history entries before
 * it may be given), with one empty screen per path so navigation can be observed.
 */
export async function renderInRouter(
  Component: () => ReactElement,
  {
    entries = ['/home'],
    paths = [],
    ...options
  }: RenderWithI18nOptions & { entries?: string[]; paths?: string[] } = {},
) {
  const root = createRootRoute({ component: Component });
  const known = new Set([...paths, ...entries.map((entry) => entry.split('?')[0] ?? entry)]);
  const routes = [...known].map((path) =>
    createRoute({ getParentRoute: () => root, path, component: () => null }),
  );
  const history = createMemoryHistory({
    initialEntries: entries,
    initialIndex: entries.length - 1,
  });
  const router: AnyRouter = createRouter({ routeTree: root.addChildren(routes), history });
  await router.load();
  const result = renderWithI18n(<RouterProvider router={router} />, options);
  return { ...result, router, history };
}
