import { createMiddleware } from 'hono/factory';
import type { Logger } from '../logger.ts';

/** One structured line per request; static files at debug level so they do not drown API traffic. */
export function requestLog(logger: Logger) {
  return createMiddleware(async (c, next) => {
    const started = performance.now();
    await next();
    const entry = {
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round((performance.now() - started) * 10) / 10,
    };
    if (c.req.path.startsWith('/m/')) logger.debug(entry, 'request');
    else logger.info(entry, 'request');
  });
}
