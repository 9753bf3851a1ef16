import type { Hono } from 'hono';
import { createApp, type AppOptions } from '../../../server/app.ts';
import { defaultSiteConfig } from '../../../server/config/site-config.ts';
import type { Database } from '../../../server/db/client.ts';
import type { AppEnv } from '../../../server/http/app-env.ts';
import { createLogger } from '../../../server/logger.ts';
import { checkAnswers } from './answer-check.ts';

export const MERCHANT = 'bdbt';

/**
 * The app over a test database: silent log, development controls on, no cached configuration; every
 * successful answer it sends is checked against the contract's schema of its route (answer-check.ts).
 */
export function createTestApp(db: Database, options: Partial<AppOptions> = {}): Hono<AppEnv> {
  return checkAnswers(
    createApp({
      db,
      siteConfig: defaultSiteConfig(),
      logger: createLogger('silent'),
      devTools: true,
      staticDir: null,
      siteCacheMs: 0,
      catalogueCacheMs: 0,
      ...options,
    }),
  );
}

export interface JsonAnswer {
  status: number;
  headers: Headers;
  body: {
    success: boolean;
    value?: unknown;
    errorCode?: string;
    message?: string;
  };
}

/** A call as the site makes it: Merchant header set unless the test says otherwise. */
export async function call(
  app: Hono<AppEnv>,
  path: string,
  init: {
    method?: string;
    headers?: Record<string, string>;
    body?: unknown;
    rawBody?: string;
    merchant?: string | null;
  } = {},
): Promise<JsonAnswer> {
  const headers: Record<string, string> = { ...init.headers };
  const merchant = init.merchant === undefined ? MERCHANT : init.merchant;
  if (merchant !== null) headers.Merchant = merchant;
  let body: string | undefined = init.rawBody;
  if (init.body !== undefined) body = JSON.stringify(init.body);
  if (body !== undefined) headers['Content-Type'] ??= 'application/json';
  const response = await app.request(path, { method: init.method ?? 'GET', headers, body });
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as JsonAnswer['body'],
  };
}

/** PUT /dev/site with a partial configuration; fails the test if it is refused. */
export async function overrideSite(app: Hono<AppEnv>, patch: unknown): Promise<void> {
  const answer = await call(app, '/dev/site', { method: 'PUT', body: patch });
  if (answer.status !== 200)
    throw new Error(`PUT /dev/site refused: ${JSON.stringify(answer.body)}`);
}
