import type { Context, Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import type { AppEnv } from '../http/app-env.ts';
import type { SiteConfig } from '../config/site-config.ts';
import type { SiteStore } from '../config/site-store.ts';
import { isModuleEnabled } from '../config/whitelabel.ts';
import type { Database } from '../db/client.ts';
import type { BannerCache } from '../services/banner-cache.ts';
import { firstHomeBanner } from '../services/home-preload.ts';
import { promotionsFirstPictures } from '../services/promotions-preload.ts';
import type { FirstViewContent } from '../http/first-view.ts';
import { LANGUAGE_COOKIE } from '../../shared/language-cookie.ts';
import { loginDrawer } from '../http/login-first-view.ts';
import { staticSite } from '../http/static-site.ts';
import { effectiveWhitelabel } from '../config/whitelabel.ts';
import { countryOf, isRestricted } from '../services/geo.ts';

const HOME = '/m/home';

// Pages that open on the home screen: /m/home, and /m/ itself (the site routes it to home).
const HOME_PAGES = new Set(['', 'home']);

// The promotions list; with ?id= the same page opens that promotion's detail instead (requirements B2.6).
const opensPromotionList = (page: string, c: Context) =>
  page === 'activity' && c.req.query('id') === undefined;

/**
 * The built site under /m/, and the bare entry points redirected to its home (query string kept).
 * The home page and the promotions list name their largest picture (home: the first banner;
 * promotions: the first promotion's) in a preload and draw it in a first view (http/first-view.ts);
 * the login page draws its login popup (http/login-first-view.ts).
 */
export function mountSite(
  app: Hono<AppEnv>,
  staticDir: string,
  db: Database,
  banners: BannerCache,
  site: SiteStore,
  clientIp: (c: Context) => string,
  lookupMs?: number,
): void {
  const toHome = (url: string) => {
    const { search } = new URL(url);
    return `${HOME}${search}`;
  };
  app.get('/', (c) => c.redirect(toHome(c.req.url), 302));
  app.get('/m', (c) => c.redirect(toHome(c.req.url), 302));
  const drawLogin = loginDrawer(staticDir);
  // Loaded now, not by the first visitor of /m/login: the page does not wait long for a first view.
  void drawLogin();
  // What the page shows first, as the site will show it. The home's banner call is module COMM3:
  // switched off, the home shows no banner and gets neither hint nor drawing.
  const lookUp = async (
    page: string,
    c: Context,
    config: SiteConfig,
  ): Promise<FirstViewContent | null> => {
    const now = new Date();
    if (HOME_PAGES.has(page)) {
      const banner = isModuleEnabled(config.whitelabel, 'COMM3')
        ? await firstHomeBanner(banners, now)
        : null;
      return banner === null ? null : { screen: 'home', banner, logo: config.theme.logoUrl };
    }
    if (opensPromotionList(page, c)) {
      const first = await promotionsFirstPictures(db, banners, now);
      return first === null ? null : { screen: 'promotions', ...first };
    }
    if (page === 'login') {
      const draw = await drawLogin();
      if (draw === undefined) return null;
      // The page's language is the visitor's: it follows their cookie, so a cache must keep one copy per cookie.
      c.header('Vary', 'Cookie', { append: true });
      const { search } = new URL(c.req.url);
      // The form as the status call describes the site (services/system-status.ts).
      const drawing = draw({
        search,
        storedLanguage: getCookie(c, LANGUAGE_COOKIE) ?? null,
        whitelabel: effectiveWhitelabel(config.whitelabel),
        ageLimit: config.registration.ageLimit,
      });
      return { screen: 'login', ...drawing };
    }
    return null;
  };
  // The preload and the drawing of one page come from one look-up (one read of the promotions).
  const looked = new WeakMap<Context, Promise<FirstViewContent | null>>();
  const pictures = (page: string, c: Context, config: SiteConfig) => {
    const known = looked.get(c);
    if (known !== undefined) return known;
    const found = lookUp(page, c, config);
    looked.set(c, found);
    return found;
  };
  const imagePreloads = async (page: string, c: Context) => {
    const view = await pictures(page, c, await site.current());
    if (view === null) return [];
    if (view.screen === 'login') return [];
    return [view.screen === 'home' ? view.banner.path : view.picture.path];
  };
  // Drawn only when the visitor will see that screen: a maintenance or blocked screen replaces it at once.
  const firstView = async (page: string, c: Context): Promise<FirstViewContent | null> => {
    const config = await site.current();
    const ip = clientIp(c);
    // The rules of the status call (services/system-status.ts): either one shows a status screen.
    if (config.status.maintenance || isRestricted(config, ip, countryOf(config, ip))) return null;
    return pictures(page, c, config);
  };
  app.get(
    '/m/*',
    staticSite(staticDir, {
      imagePreloads,
      firstView,
      ...(lookupMs === undefined ? {} : { imageLookupMs: lookupMs }),
    }),
  );
}
