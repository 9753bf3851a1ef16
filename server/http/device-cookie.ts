import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { DEVICE_COOKIE_MAX_AGE_SECONDS } from '../services/device-cookie.ts';

export const DEVICE_COOKIE = 'login_device';
// Sent to the login call only: nothing else reads it (docs/api.md, Sessions).
const DEVICE_COOKIE_PATH = '/wps/session/login';
// An account key of 64 characters NFKC can grow, in base64url, plus the nonce, time and MAC: far below this.
const MAX_LENGTH = 2048;
const COOKIE_VALUE = /^[A-Za-z0-9_.-]+$/;

/** The caller's device cookie as sent, if it is well-formed enough to check (services/device-cookie.ts checks it). */
export function readDeviceCookie(c: Context): string | undefined {
  const value = getCookie(c, DEVICE_COOKIE);
  return value !== undefined && value.length <= MAX_LENGTH && COOKIE_VALUE.test(value)
    ? value
    : undefined;
}

/**
 * Sets the device cookie after a successful password login (server/README.md "Password guessing").
 * httpOnly so page scripts cannot read it; SameSite=Strict because only the site's own login call,
 * on this origin, sends it; its path is the login call's; Secure on https, decided as for the captcha
 * cookie (http/captcha-cookie.ts).
 */
export function setDeviceCookie(c: Context, value: string, trustProxy: boolean): void {
  setCookie(c, DEVICE_COOKIE, value, {
    httpOnly: true,
    sameSite: 'Strict',
    path: DEVICE_COOKIE_PATH,
    maxAge: DEVICE_COOKIE_MAX_AGE_SECONDS,
    // Behind a trusted proxy that ended TLS, the proxy's X-Forwarded-Proto says the page is https.
    secure:
      new URL(c.req.url).protocol === 'https:' ||
      (trustProxy && c.req.header('X-Forwarded-Proto')?.split(',')[0]?.trim() === 'https'),
  });
}
