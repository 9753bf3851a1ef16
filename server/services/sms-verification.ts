import { randomInt, randomUUID } from 'node:crypto';
import type { Database } from '../db/client.ts';
import {
  insertVerificationCode,
  latestVerificationCode,
  reserveAttempt,
  returnAttempt,
  useVerificationCode,
  type MobileKey,
} from '../db/queries/verification-codes.ts';
import { ApiError } from '../http/errors.ts';
import { hashSecret, secretMatches } from './secret-hash.ts';
import type { SmsGateway } from './sms-gateway.ts';

/** The site counts down 60 s before it offers to send again (spec §4, §9); the server holds to the same window. */
export const RESEND_MS = 60 * 1000;
/** Longer than the resend window: a message can arrive late, and the player still has to type it. */
export const CODE_TTL_MS = 5 * 60 * 1000;
// Six digits give a million codes; five guesses per code keep the odds of guessing negligible.
const MAX_WRONG_ATTEMPTS = 5;

export type SendResult = { expirationTime: number } | { retryAfterMs: number };

/**
 * Sends a fresh code for a purpose and number through the SMS gateway. `expirationTime` (ms epoch)
 * is the end of the resend window, the moment the site's countdown reaches zero.
 */
export async function sendVerificationCode(db: Database, sms: SmsGateway, key: MobileKey, siteName: string, now = new Date()): Promise<SendResult> {
  const latest = await latestVerificationCode(db, key);
  const sinceLast = latest === undefined ? Infinity : now.getTime() - latest.createdAt.getTime();
  if (sinceLast < RESEND_MS) return { retryAfterMs: RESEND_MS - sinceLast };
  const id = randomUUID();
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await insertVerificationCode(db, {
    id,
    ...key,
    codeHash: hashSecret(id, code),
    expiresAt: new Date(now.getTime() + CODE_TTL_MS),
    createdAt: now,
  });
  await sms.send(key.mobileNum, `${siteName}: your verification code is ${code}. It is valid for ${CODE_TTL_MS / 60_000} minutes.`);
  return { expirationTime: now.getTime() + RESEND_MS };
}

/**
 * Checks a code against the newest one sent for the purpose and number, without using it up (a
 * caller may still refuse the request for another reason and the player should not need a new code).
 * Returns the code's id for useCode().
 */
export async function checkCode(db: Database, key: MobileKey, code: string, now = new Date()): Promise<string> {
  const latest = await latestVerificationCode(db, key);
  if (latest === undefined || latest.usedAt !== null || latest.attempts >= MAX_WRONG_ATTEMPTS) throw invalidCode();
  if (latest.expiresAt <= now) throw new ApiError(400, 'verification.code.expired', 'The verification code has expired, please request a new one');
  // The guess is counted (and refused past the limit) before the comparison, in one statement, so
  // parallel guesses in several processes can never compare more than MAX_WRONG_ATTEMPTS wrong codes.
  const reserved = await reserveAttempt(db, latest.id, MAX_WRONG_ATTEMPTS);
  if (reserved === undefined) throw invalidCode();
  if (!secretMatches(reserved.id, code, reserved.codeHash)) throw invalidCode();
  await returnAttempt(db, reserved.id);
  return reserved.id;
}

/** Uses a checked code up; a code works once even when two requests race with it. */
export async function useCode(db: Database, id: string, now = new Date()): Promise<void> {
  if (!(await useVerificationCode(db, id, now))) throw invalidCode();
}

function invalidCode(): ApiError {
  return new ApiError(400, 'verification.code.invalid', 'Verification code error');
}
