/**
 * Aliases of the start-up route table (requirements A2): exact matches that open another screen.
 * Paths are relative to the /m base. `/`, `/m` and `/m/` are redirected by the server and the
 * index route.
 */
export const ROUTE_ALIASES: Readonly<Record<string, string>> = {
  '/index': '/home',
  '/index.html': '/home',
  '/register.html': '/register',
};

const withoutBase = (pathname: string) => pathname.replace(/^\/m(?=\/|$)/, '');

export function aliasTarget(pathname: string): string | null {
  return ROUTE_ALIASES[withoutBase(pathname)] ?? null;
}

/** The paths of the home screen itself; `/` and an empty path are the index route's redirect to it. */
const HOME_PATHS: ReadonlySet<string> = new Set(['', '/', '/home', '/home/']);

/** True when the address opens the home screen, the first screen of nearly every visit (itself or through an alias). */
export function opensHome(pathname: string): boolean {
  const path = withoutBase(pathname);
  return HOME_PATHS.has(path) || ROUTE_ALIASES[path] === '/home';
}
