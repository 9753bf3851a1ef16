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

export function aliasTarget(pathname: string): string | null {
  const path = pathname.replace(/^\/m(?=\/|$)/, '');
  return ROUTE_ALIASES[path] ?? null;
}
