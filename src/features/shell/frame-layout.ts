import { appPath } from './app-path.ts';

// No Lingui here (nor anything importing it): the layout audit reads these rules in Node.

/**
 * Which header a path gets: the home area's header, or the mobile header (its title from the title
 * table, when the path has one). Every screen gets a header: its banner and its way back.
 */
export type HeaderKind = 'home' | 'mobile';

/*
 * The footer bar's rule (issue 53): its five tabs stay on every screen a tab opens and on every
 * browsing screen (categories, search, favourites, recent games, notices, help, providers, the game
 * centre, records, inbox ...), so a player is never left without them. They give way only where a
 * form needs the room: the keyboard and the form's own button at its end would share the screen
 * with the bar. A game opens in its own window, so no screen here is a game. A new screen has the
 * bar unless it is named below.
 */
const FORM_SCREENS = new Set([
  // Signing in and the account's passwords.
  '/login',
  '/register',
  '/forget',
  '/reset-password',
  '/changePsw',
  // The cashier's forms.
  '/voucherCenter',
  '/withdraw',
  // Claims, codes and messages the player types.
  '/applyReward',
  '/promoCode',
  '/feedback',
  '/member/manualRebate',
  // The security centre's panels are forms (mobile, e-mail, payment password, limits).
  '/securityCenter',
  // An agent's contracts: terms to read through and sign.
  '/member/agent/getDevidendContract',
  '/member/agent/getHourContract',
  '/member/agent/getSalaryContract',
]);

/** The pages that end with the site's footer (help titles, contacts, age notice): the main tabs. */
const WITH_PAGE_FOOTER = new Set(['/home', '/activity', '/menu']);

export function headerKindFor(pathname: string): HeaderKind {
  const path = appPath(pathname);
  return path === '/home' ? 'home' : 'mobile';
}

/** True where the footer bar shows: everywhere but on the form screens above. */
export function hasFooterBar(pathname: string): boolean {
  return !FORM_SCREENS.has(appPath(pathname));
}

/** True where the page ends with the site's footer (its help list, contacts and copyright). */
export function hasPageFooter(pathname: string): boolean {
  return WITH_PAGE_FOOTER.has(appPath(pathname));
}
