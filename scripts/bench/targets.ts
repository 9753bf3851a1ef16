/** What the bench measures, named once for the steps that measure and the budgets that judge. */

/** The pages players land on straight from outside: the home screen, shared links and deep links. */
export const FIRST_PAGES = ['/m/home', '/m/slot-games', '/m/activity', '/m/login'] as const;
export type FirstPage = (typeof FIRST_PAGES)[number];

/**
 * Member screens, weighed cold as a logged-in member opens them (a fresh cache, the session already
 * stored): the cashier's deposit has the same first-load budget as the first pages (issue 48). No
 * Lighthouse run: Lighthouse opens a page without the session and would measure the login instead.
 */
export const MEMBER_PAGES = ['/m/voucherCenter'] as const;
export type MemberPage = (typeof MEMBER_PAGES)[number];
/** Every page whose cold first load the bench weighs. */
export type WeighedPage = FirstPage | MemberPage;

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
  depositAmount: 'Type an amount (deposit, member)',
} as const;

/**
 * Next-paint budgets at 4× CPU: INP's "good" threshold (200 ms) unless a screen's issue asks for
 * less. Typing a deposit amount gets 100 ms (issue 48): each key re-checks the amount against the
 * channel's limits, and a player types it key by key.
 */
export const INTERACTION_BUDGET_MS: Record<keyof typeof INTERACTIONS, number> = {
  loginPopup: 200,
  loginTab: 200,
  vendorFilter: 200,
  search: 200,
  favourite: 200,
  promotion: 200,
  depositAmount: 100,
};
