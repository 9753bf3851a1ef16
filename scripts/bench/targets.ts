/** What the bench measures, named once for the steps that measure and the budgets that judge. */

/** The pages players land on straight from outside: the home screen, shared links and deep links. */
export const FIRST_PAGES = ['/m/home', '/m/slot-games', '/m/activity', '/m/login'] as const;
export type FirstPage = (typeof FIRST_PAGES)[number];

/** The Lighthouse accessibility budget is home's; the other pages' scores are reported beside it. */
export const ACCESSIBILITY_BUDGET_PAGES: readonly FirstPage[] = ['/m/home'];

/**
 * The share outside the design card (≤ 50 KB) is a budget of home's first load; the other pages
 * have the whole-load budget only, and their split is printed beside it so a regression names its side.
 */
export const SPLIT_BUDGET_PAGES: readonly FirstPage[] = ['/m/home'];

/** The first interactions a player makes, each with a next-paint budget at 4× CPU slowdown. */
export const INTERACTIONS = {
  loginPopup: 'Open the login popup (home header)',
  loginTab: 'Switch the login tab',
  vendorFilter: 'Change the vendor filter (slot games)',
  search: 'Type three letters into search',
  favourite: 'Tap a favourite heart (member)',
  promotion: 'Open a promotion',
} as const;
