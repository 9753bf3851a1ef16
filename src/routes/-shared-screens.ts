import { lazyRouteComponent } from '@tanstack/react-router';

/**
 * The screens several file routes share, each loaded once for all of them: every game category
 * route shows the category screen (requirements B2.3), the cashier's pages and the member centre's
 * (requirements C, D) each share one small screen that opens the page's own chunk. Those routes opt out of the router's code splitting
 * (`codeSplitGroupings: []`), which would give each route a chunk of its own and put one more lazy
 * import per route into the main bundle every first load fetches (0.3 KB gzip for the seventeen
 * categories). Each screen reads which route it shows from the match it renders for. The server
 * preloads a shared screen's chunk for its routes' pages (shared/shared-screens.ts).
 */
export const categoryScreen = lazyRouteComponent(
  () => import('./-category-route.tsx'),
  'CategoryRoute',
);
export const memberCentreScreen = lazyRouteComponent(
  () => import('./-member-centre-route.tsx'),
  'MemberCentreRoute',
);
export const cashierScreen = lazyRouteComponent(
  () => import('./-cashier-route.tsx'),
  'CashierRoute',
);
