import { CS_KEY_LENGTH, decryptCsText } from '../../shared/cs-cipher.ts';

const ALLOWED_PROTOCOLS = new Set(['http:', 'https:', 'tg:']);

/**
 * Customer-service links arrive as base64 DES-ECB ciphertext with the 8-character key appended
 * (requirements A3). Returns null for anything that does not decrypt to a link we are willing to
 * open: a forged or garbled value must never become a `javascript:` href.
 */
export function decryptCsPath(path: string): string | null {
  const value = path.trim();
  if (value.length <= CS_KEY_LENGTH) return null;
  const plain =
    decryptCsText(value.slice(0, -CS_KEY_LENGTH), value.slice(-CS_KEY_LENGTH))?.trim() ?? '';
  return isAllowedUrl(plain) ? plain : null;
}

function isAllowedUrl(candidate: string): boolean {
  if (candidate === '') return false;
  try {
    return ALLOWED_PROTOCOLS.has(new URL(candidate).protocol);
  } catch {
    return false;
  }
}
