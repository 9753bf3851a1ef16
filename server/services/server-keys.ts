import { createPrivateKey, generateKeyPair, type KeyObject } from 'node:crypto';
import { promisify } from 'node:util';
import type { Database } from '../db/client.ts';
import { findKeyPair, insertKeyPairOnce, type StoredKeyPair } from '../db/queries/server-keys.ts';

const REQUEST_KEY_ID = 'rsa-request';
const generate = promisify(generateKeyPair);

export interface RequestKeyPair {
  /** Base64 of the SPKI DER, as GET /wps/session/key/rsa hands it out. */
  publicKeyBase64: string;
  privateKey: KeyObject;
}

export interface ServerKeyStore {
  requestKey(): Promise<RequestKeyPair>;
}

async function newPair(): Promise<StoredKeyPair> {
  const { publicKey, privateKey } = await generate('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'der' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  return { publicKey: publicKey.toString('base64'), privateKey };
}

/**
 * The RSA pair clients encrypt login and registration keys with. It is made once and kept in the
 * database, so it survives restarts and every process behind a load balancer uses the same one
 * (a client may fetch the key from one process and log in through another).
 */
export function createServerKeyStore(db: Database): ServerKeyStore {
  let pending: Promise<RequestKeyPair> | undefined;

  async function load(): Promise<RequestKeyPair> {
    const stored =
      (await findKeyPair(db, REQUEST_KEY_ID)) ??
      (await insertKeyPairOnce(db, REQUEST_KEY_ID, await newPair()));
    return { publicKeyBase64: stored.publicKey, privateKey: createPrivateKey(stored.privateKey) };
  }

  return {
    requestKey() {
      pending ??= load().catch((error: unknown) => {
        // A failed load (database down) must not be cached for the life of the process.
        pending = undefined;
        throw error;
      });
      return pending;
    },
  };
}
