/**
 * Aliases of the start-up route table (spec 000 §2): exact matches that open another screen.
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

/** The paths that open the home screen, the first screen of nearly every visit. */
const HOME_PATHS: ReadonlySet<string> = new Set(['', '/', '/home', '/home/', '/index', '/index.html']);

/** True when the address opens the home screen (itself or through an alias). */
export function opensHome(pathname: string): boolean {
  return HOME_PATHS.has(withoutBase(pathname));
}
