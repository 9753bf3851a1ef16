import { constants, createDecipheriv, privateDecrypt, type KeyObject } from 'node:crypto';
import type { Context } from 'hono';
import { ApiError } from '../http/errors.ts';
import { jsonDeeperThan, MAX_JSON_DEPTH, tooDeepError } from '../http/json-nesting.ts';
import type { ServerKeyStore } from './server-keys.ts';

const AES_KEY_BYTES = 32;
const IV_BYTES = 16;
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

function refuse(): ApiError {
  // One answer for every way of failing, so the error tells an attacker nothing about which step broke.
  return new ApiError(400, 'request_body_required', 'The request body could not be decrypted');
}

function decodeBase64(text: unknown): Buffer {
  if (typeof text !== 'string' || text.length === 0 || text.length % 4 !== 0 || !BASE64.test(text))
    throw refuse();
  return Buffer.from(text, 'base64');
}

/**
 * Decrypts an encrypted call (contract: "Encrypted calls"): body `{ value: base64(AES-256-CBC(JSON)) }`,
 * header `Encryption: base64(RSA-OAEP-SHA256(key ‖ iv))`. Returns the parsed JSON payload, still to
 * be validated by the caller's schema.
 */
export function decryptRequestBody(
  body: unknown,
  encryptionHeader: string | undefined,
  privateKey: KeyObject,
): unknown {
  if (typeof body !== 'object' || body === null || !('value' in body)) throw refuse();
  const sealed = decodeBase64(encryptionHeader?.trim());
  const ciphertext = decodeBase64(body.value);
  let plaintext: string;
  try {
    const material = privateDecrypt(
      { key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      sealed,
    );
    if (material.length !== AES_KEY_BYTES + IV_BYTES) throw refuse();
    const decipher = createDecipheriv(
      'aes-256-cbc',
      material.subarray(0, AES_KEY_BYTES),
      material.subarray(AES_KEY_BYTES),
    );
    plaintext = Buffer.concat([decipher.update(ciphertext), decipher.final()]).toString('utf8');
  } catch {
    throw refuse();
  }
  // The sealed payload gets the same depth bound as a plain body, with the same answer.
  if (jsonDeeperThan(plaintext, MAX_JSON_DEPTH)) throw tooDeepError();
  try {
    return JSON.parse(plaintext) as unknown;
  } catch {
    throw refuse();
  }
}

/** Reads and decrypts the body of an encrypted call in a route handler. */
export async function readEncryptedBody(c: Context, keys: ServerKeyStore): Promise<unknown> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw refuse();
  }
  const { privateKey } = await keys.requestKey();
  return decryptRequestBody(body, c.req.header('Encryption'), privateKey);
}
