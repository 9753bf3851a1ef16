import CryptoJS from 'crypto-js/core';
// Side-effect imports register DES and ECB on the core object; the full crypto-js bundle would pull
// every algorithm into the site's bundle.
import 'crypto-js/tripledes';
import 'crypto-js/mode-ecb';

// Customer-service links travel as base64 DES-ECB (PKCS#7) ciphertext with the 8-character key
// appended (requirements A3): obfuscation the site expects, not a security measure. The server
// encrypts and the site decrypts with this one module (crypto-js on both sides).

export const CS_KEY_LENGTH = 8;

const options = () => ({ mode: CryptoJS.mode.ECB, padding: CryptoJS.pad.Pkcs7 });

/** base64 ciphertext of `text` under an 8-character ASCII key. */
export function encryptCsText(text: string, key: string): string {
  if (!/^[\x20-\x7e]{8}$/.test(key))
    throw new Error('customer-service key must be 8 ASCII characters');
  return CryptoJS.DES.encrypt(text, CryptoJS.enc.Utf8.parse(key), options()).toString();
}

/** The text of base64 ciphertext, or null when the key or the ciphertext is wrong. */
export function decryptCsText(cipherBase64: string, key: string): string | null {
  try {
    return CryptoJS.DES.decrypt(cipherBase64, CryptoJS.enc.Utf8.parse(key), options()).toString(
      CryptoJS.enc.Utf8,
    );
  } catch {
    // crypto-js throws "Malformed UTF-8 data" when the key or ciphertext is wrong.
    return null;
  }
}
