import type { Hono } from 'hono';
import type { AppEnv } from '../http/app-env.ts';
import { staticSite } from '../http/static-site.ts';

const HOME = '/m/home';

/** The built site under /m/, and the bare entry points redirected to its home (query string kept). */
export function mountSite(app: Hono<AppEnv>, staticDir: string): void {
  const toHome = (url: string) => {
    const { search } = new URL(url);
    return `${HOME}${search}`;
  };
  app.get('/', (c) => c.redirect(toHome(c.req.url), 302));
  app.get('/m', (c) => c.redirect(toHome(c.req.url), 302));
  app.get('/m/*', staticSite(staticDir));
}
