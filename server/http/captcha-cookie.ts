import { randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';

export const CAPTCHA_COOKIE = 'captcha_client';
const CLIENT_ID = /^[A-Za-z0-9_-]{43}$/;

/** The caller's captcha client id, if its cookie holds a well-formed one. */
export function readCaptchaClient(c: Context): string | undefined {
  const id = getCookie(c, CAPTCHA_COOKIE);
  return id !== undefined && CLIENT_ID.test(id) ? id : undefined;
}

/**
 * The caller's captcha client id, issuing one when missing. httpOnly so page scripts cannot read
 * it; path / because the login and registration calls and /dev/captcha all need it; Secure on https.
 */
export function ensureCaptchaClient(c: Context, trustProxy: boolean): string {
  const existing = readCaptchaClient(c);
  if (existing !== undefined) return existing;
  const id = randomBytes(32).toString('base64url');
  setCookie(c, CAPTCHA_COOKIE, id, {
    httpOnly: true,
    sameSite: 'Lax',
    path: '/',
    // Behind a trusted proxy that ended TLS, the proxy's X-Forwarded-Proto says the page is https.
    secure:
      new URL(c.req.url).protocol === 'https:' ||
      (trustProxy && c.req.header('X-Forwarded-Proto')?.split(',')[0]?.trim() === 'https'),
  });
  return id;
}
