import { createMiddleware } from 'hono/factory';
import type { SiteStore } from '../config/site-store.ts';
import type { Logger } from '../logger.ts';

/** Origins of absolute image-CDN entries; "" and relative entries mean this origin, already 'self'. */
export function cdnOrigins(imageCDNs: readonly string[]): string[] {
  const origins = new Set<string>();
  for (const entry of imageCDNs) {
    if (!/^https?:\/\//i.test(entry)) continue;
    try {
      origins.add(new URL(entry).origin);
    } catch {
      // The schema accepted it as a URL; an entry that still fails is left out rather than breaking every page.
    }
  }
  return [...origins];
}

export function contentSecurityPolicy(imageCDNs: readonly string[]): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    ["img-src 'self' data: blob:", ...cdnOrigins(imageCDNs)].join(' '),
    "font-src 'self'",
    "connect-src 'self'",
    "frame-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Headers on every answer, errors included (they run after the error handler has set the response). */
export function securityHeaders(site: SiteStore, trustProxy: boolean, logger: Logger) {
  return createMiddleware(async (c, next) => {
    await next();
    let cdns: readonly string[] = [];
    try {
      cdns = (await site.current()).imageCDNs;
    } catch (error) {
      logger.warn({ err: error }, 'site configuration unavailable for the CSP; image CDNs left out');
    }
    c.header('Content-Security-Policy', contentSecurityPolicy(cdns));
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    c.header('X-Frame-Options', 'DENY');
    c.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=()');
    const https = new URL(c.req.url).protocol === 'https:' || (trustProxy && c.req.header('X-Forwarded-Proto') === 'https');
    // HSTS over plain HTTP is ignored by browsers and would be wrong on a local http deployment.
    if (https) c.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  });
}
