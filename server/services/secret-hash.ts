import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * Hash of a short-lived secret (captcha answer, SMS code) salted with its row id, so equal codes
 * give different hashes and a leaked table does not list the codes in force.
 */
export function hashSecret(rowId: string, secret: string): string {
  return createHash('sha256').update(`${rowId}:${secret}`, 'utf8').digest('hex');
}

export function secretMatches(rowId: string, secret: string, storedHash: string): boolean {
  const actual = Buffer.from(hashSecret(rowId, secret), 'hex');
  const expected = Buffer.from(storedHash, 'hex');
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
