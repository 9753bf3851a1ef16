import { lazyRouteComponent } from '@tanstack/react-router';

/**
 * The screens several file routes share, each loaded once for all of them: every game category
 * route shows the category screen (requirements B2.3), every page the operator's member centre
 * provides shows the operator's notice. Those routes opt out of the router's code splitting
 * (`codeSplitGroupings: []`), which would give each route a chunk of its own and put one more lazy
 * import per route into the main bundle every first load fetches (0.3 KB gzip for the seventeen
 * categories). Each screen reads which route it shows from the match it renders for. The server
 * preloads a shared screen's chunk for its routes' pages (shared/shared-screens.ts).
 */
export const categoryScreen = lazyRouteComponent(
  () => import('./-category-route.tsx'),
  'CategoryRoute',
);
export const operatorNoticeScreen = lazyRouteComponent(
  () => import('./-operator-notice-route.tsx'),
  'OperatorNoticeRoute',
);
export const cashierScreen = lazyRouteComponent(
  () => import('./-cashier-route.tsx'),
  'CashierRoute',
);
