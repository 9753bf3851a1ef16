import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: opaque to clients and far beyond guessing (contract asks ≥ 128). */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only the hash is stored, so a leaked table does not hand out live sessions. */
export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
