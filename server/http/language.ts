import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './app-env.ts';

export const DEFAULT_LANGUAGE = 'BN';
const LANGUAGE_CODE = /^[A-Z]{2}(-[A-Z]{2})?$/;

/** Reads the Language header (contract: upper case, e.g. BN, EN, PT-BR); anything else falls back to BN. */
export const language = createMiddleware<AppEnv>(async (c, next) => {
  const raw = c.req.header('Language')?.trim().toUpperCase() ?? '';
  c.set('language', LANGUAGE_CODE.test(raw) ? raw : DEFAULT_LANGUAGE);
  await next();
});
