import { appPath } from './app-path.ts';

/**
 * Which header a path gets: the home area's header, or the mobile header (its title from the title
 * table, when the path has one). Every screen gets a header: its banner and its way back.
 */
export type HeaderKind = 'home' | 'mobile';

// Requirements A2: on these the back arrow leaves to home instead of stepping back.
const BACK_TO_HOME = new Set(['/login', '/register', '/activity', '/forget', '/download']);

// The main tabs of the footer bar; sub-screens keep the whole height for their content.
const WITH_FOOTER_BAR = new Set(['/home', '/activity', '/menu']);

export function headerKindFor(pathname: string): HeaderKind {
  const path = appPath(pathname);
  return path === '/home' ? 'home' : 'mobile';
}

export function backGoesHome(pathname: string): boolean {
  return BACK_TO_HOME.has(appPath(pathname));
}

export function hasFooterBar(pathname: string): boolean {
  return WITH_FOOTER_BAR.has(appPath(pathname));
}
