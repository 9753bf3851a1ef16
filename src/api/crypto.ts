import CryptoJS from 'crypto-js/core';
import 'crypto-js/aes';
import { base64ToBytes, bytesToBase64 } from '../lib/base64';

// docs/api.md "Encrypted calls": body { value: base64(AES-256-CBC(JSON)) } and header
// Encryption: base64(RSA-OAEP-SHA256(key ‖ iv)). A fresh key per call means a captured body
// cannot be replayed against another request's key.

export interface EncryptedRequest {
  readonly body: { readonly value: string };
  readonly encryptionHeader: string;
}

const KEY_BYTES = 32;
const IV_BYTES = 16;

function bytesToWordArray(bytes: Uint8Array): CryptoJS.lib.WordArray {
  const words: number[] = [];
  bytes.forEach((byte, i) => {
    const index = i >>> 2;
    words[index] = (words[index] ?? 0) | (byte << (24 - (i % 4) * 8));
  });
  return CryptoJS.lib.WordArray.create(words, bytes.length);
}

function webCrypto(): Crypto {
  // crypto.subtle exists only in secure contexts (https or localhost).
  const c = globalThis.crypto;
  if (!c?.subtle) throw new Error('WebCrypto is unavailable (the site must be served over https)');
  return c;
}

export async function encryptPayload(
  payload: unknown,
  publicKeySpkiBase64: string,
): Promise<EncryptedRequest> {
  const crypto = webCrypto();
  const key = crypto.getRandomValues(new Uint8Array(KEY_BYTES));
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));

  const cipher = CryptoJS.AES.encrypt(
    CryptoJS.enc.Utf8.parse(JSON.stringify(payload)),
    bytesToWordArray(key),
    {
      iv: bytesToWordArray(iv),
      mode: CryptoJS.mode.CBC,
      padding: CryptoJS.pad.Pkcs7,
    },
  );

  const rsaKey = await crypto.subtle.importKey(
    'spki',
    base64ToBytes(publicKeySpkiBase64.replace(/\s+/g, '')),
    { name: 'RSA-OAEP', hash: 'SHA-256' },
    false,
    ['encrypt'],
  );
  const keyAndIv = new Uint8Array(KEY_BYTES + IV_BYTES);
  keyAndIv.set(key, 0);
  keyAndIv.set(iv, KEY_BYTES);
  const sealed = await crypto.subtle.encrypt({ name: 'RSA-OAEP' }, rsaKey, keyAndIv);

  return {
    body: { value: cipher.ciphertext.toString(CryptoJS.enc.Base64) },
    encryptionHeader: bytesToBase64(new Uint8Array(sealed)),
  };
}
