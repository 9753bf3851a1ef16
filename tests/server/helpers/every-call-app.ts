import type { Hono } from 'hono';
import { createApp } from '../../../server/app.ts';
import { defaultSiteConfig, type SiteConfig } from '../../../server/config/site-config.ts';
import type { Database } from '../../../server/db/client.ts';
import type { AppEnv } from '../../../server/http/app-env.ts';
import { createLogger } from '../../../server/logger.ts';
import { checkAnswers } from './answer-check.ts';

/** Every module switched on, so each call reaches its input check instead of answering function.not.available. */
function everythingOn(config: SiteConfig): SiteConfig {
  const on = (nodes: SiteConfig['whitelabel']): SiteConfig['whitelabel'] =>
    nodes.map((node) => ({ ...node, enabled: true, children: on(node.children) }));
  return { ...config, whitelabel: on(config.whitelabel) };
}

/**
 * The app for tests that send bad input to every call of the route table: every module on, and each
 * request from an address of its own, so no per-address rate limit answers before the input check.
 */
export function everyCallApp(db: Database): Hono<AppEnv> {
  let nextAddress = 0;
  return checkAnswers(
    createApp({
      db,
      siteConfig: everythingOn(defaultSiteConfig()),
      logger: createLogger('silent'),
      devTools: true,
      staticDir: null,
      siteCacheMs: 0,
      catalogueCacheMs: 0,
      clientIp: () =>
        `10.${(nextAddress >> 16) & 255}.${(nextAddress >> 8) & 255}.${nextAddress++ & 255}`,
    }),
  );
}
