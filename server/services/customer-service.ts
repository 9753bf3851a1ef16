import { randomInt } from 'node:crypto';
import type { SiteConfig } from '../config/site-config.ts';
import { CS_KEY_LENGTH, encryptCsText } from '../../shared/cs-cipher.ts';

const KEY_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Eight ASCII characters, so the key's UTF-8 bytes are exactly the 8 bytes DES needs. */
export function randomCsKey(): string {
  let key = '';
  for (let i = 0; i < CS_KEY_LENGTH; i += 1) key += KEY_ALPHABET[randomInt(KEY_ALPHABET.length)];
  return key;
}

/**
 * The form the site expects (requirements A3): base64(DES-ECB(url)) followed by the key. The site
 * takes the last 8 characters as the key, which base64's own alphabet makes unambiguous.
 */
export function encryptCsPath(url: string, key: string = randomCsKey()): string {
  return encryptCsText(url, key) + key;
}

export interface CustomerServiceEntry {
  csType: SiteConfig['customerService'][number]['csType'];
  csPosition: SiteConfig['customerService'][number]['csPosition'];
  path: string;
}

/** The configured links as sent to the site; one fresh key per answer. */
export function customerServiceEntries(
  config: SiteConfig,
  key: string = randomCsKey(),
): CustomerServiceEntry[] {
  return config.customerService.map((entry) => ({
    csType: entry.csType,
    csPosition: entry.csPosition,
    path: encryptCsPath(entry.url, key),
  }));
}
