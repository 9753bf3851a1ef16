import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Database } from '../db/client.ts';
import { findKeyPair, insertKeyPairOnce } from '../db/queries/server-keys.ts';

/**
 * Device cookies (server/README.md "Password guessing"): after a successful password login the
 * browser gets a cookie naming the account (its key, services/user-name-key.ts) and a random nonce,
 * signed with a server secret. A later login to that account presenting it is counted on the cookie's
 * own counter instead of waiting out the account's throttle, so guesses from elsewhere cannot keep
 * the owner out of a device they logged in from before.
 *
 * Value: `v1.<base64url account key>.<base64url 16-byte nonce>.<issued, Unix seconds>.<base64url HMAC-SHA256>`,
 * the MAC over everything before its dot. Only characters a cookie carries unquoted.
 */
export const DEVICE_COOKIE_MAX_AGE_SECONDS = 180 * 24 * 60 * 60;

// The secret is kept like the RSA pair (services/server-keys.ts): made once, in the database, shared
// by every process, so a cookie issued by one process is honoured by all and survives restarts.
const SECRET_ID = 'device-cookie-hmac';
const VERSION = 'v1';
const NONCE_BYTES = 16;
const BASE64URL = /^[A-Za-z0-9_-]+$/;
/** Clocks of several processes may differ a little; a cookie "issued" further ahead than this is forged. */
const CLOCK_SKEW_SECONDS = 300;

const secrets = new WeakMap<Database, Promise<Buffer>>();

function deviceSecret(db: Database): Promise<Buffer> {
  let pending = secrets.get(db);
  if (pending === undefined) {
    pending = (async () => {
      const stored =
        (await findKeyPair(db, SECRET_ID)) ??
        (await insertKeyPairOnce(db, SECRET_ID, {
          publicKey: '',
          privateKey: randomBytes(32).toString('base64'),
        }));
      return Buffer.from(stored.privateKey, 'base64');
    })();
    // A failed load (database down) must not be cached for the life of the process.
    pending.catch(() => secrets.delete(db));
    secrets.set(db, pending);
  }
  return pending;
}

function mac(secret: Buffer, signed: string): Buffer {
  return createHmac('sha256', secret).update(signed).digest();
}

/** A device cookie that checked out: whose it is and the counter its guesses go to. */
export interface TrustedDevice {
  accountKey: string;
  /** `login_failures.key` of this cookie's own counter: a hash of the nonce, never the cookie itself. */
  counterKey: string;
}

/** A new signed cookie value for an account key. */
export async function issueDeviceCookie(
  db: Database,
  accountKey: string,
  now: Date,
): Promise<string> {
  const nonce = randomBytes(NONCE_BYTES).toString('base64url');
  const signed = [
    VERSION,
    Buffer.from(accountKey, 'utf8').toString('base64url'),
    nonce,
    String(Math.floor(now.getTime() / 1000)),
  ].join('.');
  return `${signed}.${mac(await deviceSecret(db), signed).toString('base64url')}`;
}

/**
 * The device a cookie value vouches for, or undefined when it does not check out: malformed, signed
 * with another secret, tampered with, older than its 180 days or issued in the future. The caller
 * compares the account key with the login's own.
 */
export async function verifyDeviceCookie(
  db: Database,
  value: string | undefined,
  now: Date,
): Promise<TrustedDevice | undefined> {
  if (value === undefined) return undefined;
  const parts = value.split('.');
  if (parts.length !== 5) return undefined;
  const [version, encodedKey, nonce, issued, signature] = parts as [
    string,
    string,
    string,
    string,
    string,
  ];
  if (
    version !== VERSION ||
    !BASE64URL.test(encodedKey) ||
    !BASE64URL.test(nonce) ||
    !BASE64URL.test(signature) ||
    !/^\d{1,12}$/.test(issued)
  )
    return undefined;
  const expected = mac(await deviceSecret(db), parts.slice(0, 4).join('.'));
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  const age = now.getTime() / 1000 - Number(issued);
  if (age > DEVICE_COOKIE_MAX_AGE_SECONDS || age < -CLOCK_SKEW_SECONDS) return undefined;
  return {
    accountKey: Buffer.from(encodedKey, 'base64url').toString('utf8'),
    counterKey: `device:${createHash('sha256').update(nonce).digest('base64url')}`,
  };
}
