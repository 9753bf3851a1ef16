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

/**
 * Headers on every answer, errors included (they run after the error handler has set the response).
 * They are set on the answer's own header list rather than through c.header(): on a finished
 * answer c.header() rebuilds it as a web stream, which made every API answer take the server's
 * slow path (about a third of its time per request under load, measured with --cpu-prof).
 */
export function securityHeaders(site: SiteStore, trustProxy: boolean, logger: Logger) {
  // The policy only changes with the image CDNs of the site configuration: built once per list.
  let policyFor: readonly string[] | undefined;
  let policy = '';
  const policyOf = (cdns: readonly string[]) => {
    if (cdns !== policyFor) {
      policyFor = cdns;
      policy = contentSecurityPolicy(cdns);
    }
    return policy;
  };
  return createMiddleware(async (c, next) => {
    await next();
    let cdns: readonly string[] = [];
    try {
      cdns = (await site.current()).imageCDNs;
    } catch (error) {
      logger.warn(
        { err: error },
        'site configuration unavailable for the CSP; image CDNs left out',
      );
    }
    const headers = c.res.headers;
    headers.set('Content-Security-Policy', policyOf(cdns));
    headers.set('X-Content-Type-Options', 'nosniff');
    headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    headers.set('X-Frame-Options', 'DENY');
    headers.set(
      'Permissions-Policy',
      'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    );
    const https =
      c.req.url.startsWith('https:') ||
      (trustProxy && c.req.header('X-Forwarded-Proto') === 'https');
    // HSTS over plain HTTP is ignored by browsers and would be wrong on a local http deployment.
    if (https) headers.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  });
}
