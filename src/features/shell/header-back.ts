import { appPath } from './app-path.ts';

// Where the mobile header's back arrow leads, and where it has a home button beside its title.
// Only the mobile header reads these (its own chunk): home's first load does without them. No
// Lingui here (nor anything importing it), so Node tests can read them as they are.

// Requirements A2: on these the back arrow leaves to home instead of stepping back.
const BACK_TO_HOME = new Set(['/login', '/register', '/activity', '/forget', '/download']);

/*
 * The game category screens (src/lib/category-routes.ts; tests/features/shell/frame-layout.test.ts
 * holds the two lists equal). Requirements B2.3.2: their header has a back button to home and a
 * button home. Listed here rather than imported: the header's chunk would otherwise share the
 * category table with home and the games, and split home's first load into one more file.
 */
const GAME_CATEGORIES = new Set([
  '/slot-games',
  '/fish-games',
  '/live-games',
  '/pvp-games',
  '/sport-games',
  '/esport-games',
  '/cockfight',
  '/lott',
  '/elott',
  '/inHouse',
  '/bingo',
  '/jackpots',
  '/jili',
  '/jili-games',
  '/rtg-games',
  '/new-games',
  '/hot-games',
]);

export function backGoesHome(pathname: string): boolean {
  const path = appPath(pathname);
  return BACK_TO_HOME.has(path) || GAME_CATEGORIES.has(path);
}

/** True where the mobile header has a home button beside its title: the game categories. */
export function hasHomeButton(pathname: string): boolean {
  return GAME_CATEGORIES.has(appPath(pathname));
}
