import type { Context } from 'hono';
import type { SiteConfig } from './config/site-config.ts';
import { createSiteStore, type SiteStore } from './config/site-store.ts';
import type { Database } from './db/client.ts';
import { seeders as registeredSeeders } from './db/seed/registry.ts';
import type { Seeder } from './db/seed/seeder.ts';
import { contentRevision, listAnnouncements } from './db/queries/announcements.ts';
import { catalogueRevision, countGames, loadAllGames } from './db/queries/games.ts';
import { clientIpResolver, type ClientIpResolver } from './http/client-ip.ts';
import { createLogger, type Logger } from './logger.ts';
import { BannerCache } from './services/banner-cache.ts';
import { CatalogueCache } from './services/catalogue-cache.ts';
import {
  createOutboxMailGateway,
  queueMail,
  type MailGateway,
  type QueuedMailGateway,
} from './services/mail-gateway.ts';
import { FieldMetrics } from './services/field-metrics.ts';
import { withDemoCashier } from './services/cashier/channels.ts';
import { createServerKeyStore, type ServerKeyStore } from './services/server-keys.ts';
import {
  createOutboxSmsGateway,
  queueSms,
  type QueuedSmsGateway,
  type SmsGateway,
} from './services/sms-gateway.ts';

// Rate limits are per address; a test suite runs everything from one address, hence the headroom.
const DEV_RATE_LIMIT_MULTIPLIER = 100;

export interface AppOptions {
  db: Database;
  /** The deployment's configuration (default + SITE_CONFIG); /dev/site overrides go on top of it. */
  siteConfig: SiteConfig;
  logger?: Logger;
  /** Mounts /dev/*; the caller has already refused it in production (see env.ts). */
  devTools?: boolean;
  trustProxy?: boolean;
  /** How many proxies in front append to X-Forwarded-For (TRUST_PROXY); 1 when only trustProxy is given. */
  trustProxyHops?: number;
  /** Folder of the built site served under /m/, or null to serve no site (the dev server uses Vite). */
  staticDir?: string | null;
  /**
   * How long a page waits for its first view and preloads before it goes out without them
   * (http/static-site.ts, 100 ms). Tests of what is drawn give it longer, so a slow machine does not
   * turn their check into one of the deadline.
   */
  firstViewLookupMs?: number;
  /** Overrides how the caller's address is found (tests have no socket). */
  clientIp?: ClientIpResolver;
  sms?: SmsGateway;
  mail?: MailGateway;
  /**
   * The site's origins for mailed links (PUBLIC_ORIGIN, required in production); without them, the
   * development server's own (http/link-origin.ts). Never the origin a request claims for itself.
   */
  publicOrigin?: string | readonly string[] | undefined;
  seeders?: readonly Seeder[];
  /**
   * Whether demo data belongs here (env.ts `demoData`): then the demo cashier channels apply when the
   * configuration names none (services/cashier/channels.ts). Off unless the caller says so.
   */
  demoData?: boolean;
  /** How long a process trusts its copy of the /dev/site overrides before re-reading them. */
  siteCacheMs?: number;
  /** How long a process trusts its in-memory catalogue before checking the catalogue revision again. */
  catalogueCacheMs?: number;
}

/** Everything routes and middleware need, built once per app. */
export interface AppServices {
  db: Database;
  site: SiteStore;
  /** The game catalogue in memory for the list and hot calls; invalidate after changing games. */
  catalogue: CatalogueCache;
  /** Banner lists per group: the announcements call and the home page's image preload read them. */
  banners: BannerCache;
  keys: ServerKeyStore;
  logger: Logger;
  /** Sends off the request's path; settled() before reading the outbox or closing the database. */
  sms: QueuedSmsGateway;
  /** Sends off the request's path; settled() before reading the outbox. */
  mail: QueuedMailGateway;
  /** Where mailed links may point: the configured origins, the first being the default. */
  publicOrigins: readonly [string, ...string[]];
  devTools: boolean;
  trustProxy: boolean;
  staticDir: string | null;
  firstViewLookupMs: number | undefined;
  seeders: readonly Seeder[];
  rateLimitMultiplier: number;
  clientIp(c: Context): string;
  /** Players' Core Web Vitals and errors since start, for /dev/vitals (POST /wps/vitals). */
  fieldMetrics: FieldMetrics;
}

// The address `npm start` prints: what a development server without PUBLIC_ORIGIN serves on.
const DEVELOPMENT_ORIGIN = 'http://localhost:8080';

function publicOriginsOf(configured: AppOptions['publicOrigin']): readonly [string, ...string[]] {
  const list =
    configured === undefined ? [] : typeof configured === 'string' ? [configured] : configured;
  const [first, ...rest] = list;
  return first === undefined ? [DEVELOPMENT_ORIGIN] : [first, ...rest];
}

export function createServices(options: AppOptions): AppServices {
  const logger = options.logger ?? createLogger('info');
  const devTools = options.devTools ?? false;
  const trustProxyHops = options.trustProxyHops ?? (options.trustProxy === true ? 1 : 0);
  const trustProxy = options.trustProxy ?? trustProxyHops > 0;
  return {
    db: options.db,
    site: createSiteStore({
      db: options.db,
      base: withDemoCashier(options.siteConfig, {
        demoData: options.demoData ?? false,
        devTools,
      }),
      logger,
      cacheMs: options.siteCacheMs,
    }),
    catalogue: new CatalogueCache(
      {
        revision: () => catalogueRevision(options.db),
        count: () => countGames(options.db),
        load: () => loadAllGames(options.db),
      },
      { freshMs: options.catalogueCacheMs },
    ),
    banners: new BannerCache({
      revision: () => contentRevision(options.db),
      load: (groupName) =>
        listAnnouncements(options.db, {
          kinds: ['banner'],
          groupName: groupName === '' ? undefined : groupName,
        }),
    }),
    keys: createServerKeyStore(options.db),
    logger,
    sms: queueSms(options.sms ?? createOutboxSmsGateway(options.db, logger), logger),
    mail: queueMail(options.mail ?? createOutboxMailGateway(options.db, logger), logger),
    publicOrigins: publicOriginsOf(options.publicOrigin),
    devTools,
    trustProxy,
    staticDir: options.staticDir ?? null,
    firstViewLookupMs: options.firstViewLookupMs,
    seeders: options.seeders ?? registeredSeeders,
    rateLimitMultiplier: devTools ? DEV_RATE_LIMIT_MULTIPLIER : 1,
    clientIp: options.clientIp ?? clientIpResolver(trustProxy ? Math.max(1, trustProxyHops) : 0),
    fieldMetrics: new FieldMetrics(),
  };
}
