import CryptoJS from 'crypto-js';
import { describe, expect, it } from 'vitest';
import { decryptCsPath } from '../../src/lib/cs-path';

/** The platform's encoding: base64 DES-ECB ciphertext followed by the 8-character key. */
function encode(url: string, key = 'k3y8char'): string {
  const cipher = CryptoJS.DES.encrypt(url, CryptoJS.enc.Utf8.parse(key), {
    mode: CryptoJS.mode.ECB,
    padding: CryptoJS.pad.Pkcs7,
  });
  return cipher.toString() + key;
}

describe('decryptCsPath', () => {
  it('round-trips http(s) and tg: links', () => {
    for (const url of [
      'https://t.me/banglabet_support',
      'http://chat.example.com/live?x=1',
      'tg://resolve?domain=bb',
    ]) {
      expect(decryptCsPath(encode(url))).toBe(url);
    }
    expect(decryptCsPath(encode('https://t.me/other', 'Zz9!aB#c'))).toBe('https://t.me/other');
  });

  it('returns null for garbage, a wrong key or too-short input', () => {
    expect(decryptCsPath('')).toBeNull();
    expect(decryptCsPath('12345678')).toBeNull();
    expect(decryptCsPath('not base64 at all!!k3y8char')).toBeNull();
    const good = encode('https://t.me/x');
    expect(decryptCsPath(`${good.slice(0, -8)}wrongkey`)).toBeNull();
  });

  it('refuses links that are not http(s) or tg:', () => {
    expect(decryptCsPath(encode('javascript:alert(1)'))).toBeNull();
    expect(decryptCsPath(encode('data:text/html,<b>x</b>'))).toBeNull();
    expect(decryptCsPath(encode('just text'))).toBeNull();
    expect(decryptCsPath(encode(''))).toBeNull();
  });
});
