import { createMiddleware } from 'hono/factory';
import type { AppServices } from '../app-services.ts';
import { countHit } from '../db/queries/rate-limits.ts';
import { addressBucket } from '../services/ip-address.ts';
import { ApiError } from './errors.ts';

export interface RateLimitRule {
  /** Names the counter, e.g. "login"; one counter per name and caller address (IPv6: per /64). */
  name: string;
  /** Requests allowed per window before the multiplier (raised with DEV_TOOLS=1). */
  limit: number;
  windowSeconds: number;
}

/**
 * Per-address fixed-window limit, counted in the database so that several processes share it.
 * Over the limit: 429 too.many.requests with Retry-After.
 */
export function rateLimit(
  services: Pick<AppServices, 'db' | 'clientIp' | 'rateLimitMultiplier'>,
  rule: RateLimitRule,
) {
  const limit = rule.limit * services.rateLimitMultiplier;
  const windowMs = rule.windowSeconds * 1000;
  return createMiddleware(async (c, next) => {
    const now = Date.now();
    const windowStart = now - (now % windowMs);
    const hits = await countHit(
      services.db,
      `${rule.name}:${addressBucket(services.clientIp(c))}`,
      new Date(windowStart),
    );
    if (hits > limit) {
      c.header('Retry-After', String(Math.ceil((windowStart + windowMs - now) / 1000)));
      throw new ApiError(429, 'too.many.requests', 'Too many requests, please try again later');
    }
    await next();
  });
}
