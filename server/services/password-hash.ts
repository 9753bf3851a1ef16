import { hash as argon2Hash, verify as argon2Verify, type Algorithm } from '@node-rs/argon2';
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { WorkSlots } from './work-slots.ts';

// argon2id at OWASP's minimum (19 MiB, 2 passes, 1 lane): about 20 ms of CPU per hash here. The
// parameters travel with each hash (PHC string), so they can be raised later without breaking old ones.
// The package's Algorithm enum is a const enum (not importable here): 2 is Argon2id.
const ARGON2ID = 2 as Algorithm;
export const ARGON2_PARAMS = {
  algorithm: ARGON2ID,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

// Hashes made before argon2id: `scrypt$N$r$p$salt$hash`. They still verify and are replaced with an
// argon2id hash at the next successful login (needsRehash).
const SCRYPT_KEY_BYTES = 64;

// One core left for everything else; a 2-core machine hashes one password at a time.
const HASH_CONCURRENCY = Math.max(1, availableParallelism() - 1);
// About two seconds of queued logins at ~20 ms of CPU each per slot.
const HASH_QUEUE = 100;

export const passwordHashSlots = new WorkSlots(HASH_CONCURRENCY, HASH_QUEUE);

function deriveScrypt(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(
      password.normalize('NFKC'),
      salt,
      SCRYPT_KEY_BYTES,
      { ...options, maxmem: 64 * 1024 * 1024 },
      (error, key) => {
        if (error === null) resolve(key);
        else reject(error);
      },
    );
  });
}

async function verifyScrypt(password: string, stored: string): Promise<boolean> {
  const [, n, r, p, salt, hash] = stored.split('$');
  if (salt === undefined || hash === undefined) return false;
  const expected = Buffer.from(hash, 'base64');
  if (expected.length !== SCRYPT_KEY_BYTES) return false;
  const key = await deriveScrypt(password, Buffer.from(salt, 'base64'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return timingSafeEqual(key, expected);
}

/** An argon2id PHC string (`$argon2id$v=19$m=19456,t=2,p=1$salt$hash`) with a fresh random salt. */
export async function hashPassword(password: string): Promise<string> {
  return passwordHashSlots.run(() => argon2Hash(password.normalize('NFKC'), ARGON2_PARAMS));
}

/** Constant-time check of an argon2id or an old scrypt hash; a malformed stored hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  return passwordHashSlots.run(async () => {
    if (stored.startsWith('scrypt$')) return verifyScrypt(password, stored);
    if (!stored.startsWith('$argon2id$')) return false;
    try {
      return await argon2Verify(stored, password.normalize('NFKC'));
    } catch {
      return false;
    }
  });
}

/** True for a hash weaker than the current parameters (any scrypt hash, or argon2id below them). */
export function needsRehash(stored: string): boolean {
  const params = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$/.exec(stored);
  if (params === null) return true;
  const [, m, t, p] = params.map(Number) as [number, number, number, number];
  return (
    m < ARGON2_PARAMS.memoryCost || t < ARGON2_PARAMS.timeCost || p !== ARGON2_PARAMS.parallelism
  );
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the same time as a real check when there is no account to check against, so the answer
 * time does not tell a caller which user names exist.
 */
export async function spendPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hashPassword(randomBytes(12).toString('base64'));
  await verifyPassword(password, await dummyHash);
}

/** For accounts that have no usable password yet (mobile registration without one): nobody knows it. */
export function unguessablePassword(): string {
  return randomBytes(24).toString('base64url');
}
