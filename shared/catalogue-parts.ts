/**
 * The catalogue part a screen reads besides the first screen's (build/catalogue-parts.ts picks its
 * messages): the screens a visit often lands on besides home. Every other screen reads the whole
 * catalogue. Shared: the site loads the part (src/i18n/i18n.ts), the server names it in the page's
 * preload links (server/http/route-modules.ts). A landing piece (below) replaces both parts.
 */
export type CataloguePart = 'games' | 'promotions' | 'login' | 'deposit';

/**
 * The game category routes (requirements B2.1): the keys of CATEGORY_SCREENS
 * (src/lib/category-routes.ts; tests/i18n/catalogue-parts.test.ts checks both agree), matched here
 * so that start-up does not carry that table's messages.
 */
export const GAME_CATEGORY_PATH =
  /^\/(?:(?:slot|fish|live|pvp|e?sport|jili|rtg|new|hot)-games|cockfight|e?lott|inHouse|bingo|jackpots|jili)$/;

/** The screen's path without the /m base and a trailing slash. */
const screenPath = (pathname: string) =>
  pathname.replace(/^\/m(?=\/|$)/, '').replace(/(.)\/$/, '$1');

/** The part the screen at `pathname` (with or without the /m base) reads, or null for the whole catalogue. */
export function cataloguePartOf(pathname: string): CataloguePart | null {
  const path = screenPath(pathname);
  if (GAME_CATEGORY_PATH.test(path)) return 'games';
  // The list, and a promotion's detail on its own route or in the list's address (requirements B2.6).
  if (path === '/activity' || path === '/activityDetail') return 'promotions';
  if (path === '/login') return 'login';
  if (path === '/voucherCenter') return 'deposit';
  return null;
}

/**
 * The landings that read a piece of their own instead of the first screen's part: the login page, a
 * deep link from the app, shows the frame and its login popup and none of the home's lobby; the
 * deposit, a member's bookmark or the app's deposit link, the frame and the deposit screen. Each
 * piece holds its part's messages too (build/catalogue-parts.ts).
 */
export type LandingPiece = 'login' | 'deposit';

/** The piece a visit landing on `pathname` reads instead of the first screen's part, or null. */
export function landingPieceOf(pathname: string): LandingPiece | null {
  const path = screenPath(pathname);
  if (path === '/login') return 'login';
  return path === '/voucherCenter' ? 'deposit' : null;
}
