import CryptoJS from 'crypto-js/core';
// Side-effect imports register DES and ECB on the core object; the full crypto-js bundle
// would pull every algorithm into the mobile bundle.
import 'crypto-js/tripledes';
import 'crypto-js/mode-ecb';

const KEY_LENGTH = 8;
const ALLOWED_PROTOCOLS = new Set(['http:', 'https:', 'tg:']);

/**
 * Customer-service links arrive as base64 DES-ECB ciphertext with the 8-character key appended
 * (requirements A3). Returns null for anything that does not decrypt to a link we are willing to
 * open: a forged or garbled value must never become a `javascript:` href.
 */
export function decryptCsPath(path: string): string | null {
  const value = path.trim();
  if (value.length <= KEY_LENGTH) return null;
  const key = CryptoJS.enc.Utf8.parse(value.slice(-KEY_LENGTH));
  const cipherBase64 = value.slice(0, -KEY_LENGTH);
  let plain: string;
  try {
    plain = CryptoJS.DES.decrypt(cipherBase64, key, {
      mode: CryptoJS.mode.ECB,
      padding: CryptoJS.pad.Pkcs7,
    })
      .toString(CryptoJS.enc.Utf8)
      .trim();
  } catch {
    // crypto-js throws "Malformed UTF-8 data" when the key or ciphertext is wrong.
    return null;
  }
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
