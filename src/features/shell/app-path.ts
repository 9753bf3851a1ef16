/** A path inside the site, without the /m base or a trailing slash ('/home', '/login'). */
export function appPath(pathname: string): string {
  return pathname.replace(/^\/m(?=\/|$)/, '').replace(/\/+$/, '') || '/';
}
