import type { Context, Hono } from 'hono';
import type { AppEnv } from '../http/app-env.ts';
import type { SiteConfig } from '../config/site-config.ts';
import type { SiteStore } from '../config/site-store.ts';
import { isModuleEnabled } from '../config/whitelabel.ts';
import type { BannerCache } from '../services/banner-cache.ts';
import { firstHomeBanner } from '../services/home-preload.ts';
import type { FirstViewContent } from '../http/first-view.ts';
import { staticSite } from '../http/static-site.ts';
import { countryOf, isRestricted } from '../services/geo.ts';

const HOME = '/m/home';

// Pages that open on the home screen: /m/home, and /m/ itself (the site routes it to home).
const HOME_PAGES = new Set(['', 'home']);

/**
 * The built site under /m/, and the bare entry points redirected to its home (query string kept).
 * The home page's HTML names its first banner picture in a preload and draws it, with the logo,
 * in a first view (http/first-view.ts): it is the largest paint.
 */
export function mountSite(app: Hono<AppEnv>, staticDir: string, banners: BannerCache, site: SiteStore, clientIp: (c: Context) => string): void {
  const toHome = (url: string) => {
    const { search } = new URL(url);
    return `${HOME}${search}`;
  };
  app.get('/', (c) => c.redirect(toHome(c.req.url), 302));
  app.get('/m', (c) => c.redirect(toHome(c.req.url), 302));
  // The first m_home banner on a home page. The banner call is module COMM3: switched off, the page
  // shows no banner and gets neither hint nor first view. The path is origin-relative, as the site
  // requests it when its API is this server (VITE_API_BASE empty).
  const homeBanner = async (page: string, config: SiteConfig) =>
    HOME_PAGES.has(page) && isModuleEnabled(config.whitelabel, 'COMM3') ? firstHomeBanner(banners, new Date()) : null;
  const imagePreloads = async (page: string) => {
    const first = await homeBanner(page, await site.current());
    return first === null ? [] : [first.path];
  };
  // Drawn only when the visitor will see the home: a maintenance or blocked screen replaces it at once.
  const firstView = async (page: string, c: Context): Promise<FirstViewContent | null> => {
    const config = await site.current();
    const banner = await homeBanner(page, config);
    if (banner === null) return null;
    const ip = clientIp(c);
    // The rules of the status call (services/system-status.ts): either one shows a status screen.
    if (config.status.maintenance || isRestricted(config, ip, countryOf(config, ip))) return null;
    return { banner, logo: config.theme.logoUrl };
  };
  app.get('/m/*', staticSite(staticDir, { imagePreloads, firstView }));
}
