import { randomInt, randomUUID } from 'node:crypto';
import type { Database } from '../db/client.ts';
import { lockNameForTransaction, LOCK_KEYS } from '../db/advisory-lock.ts';
import {
  countCodesSince,
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

/** The site counts down 60 s before it offers to send again (requirements A4, A9); the server holds to the same window. */
export const RESEND_MS = 60 * 1000;
/** Longer than the resend window: a message can arrive late, and the player still has to type it. */
export const CODE_TTL_MS = 5 * 60 * 1000;
// Six digits give a million codes; five guesses per code keep the odds of guessing negligible.
const MAX_WRONG_ATTEMPTS = 5;

/** Texts per number (all purposes, known or not) in any 24 hours: a number cannot be flooded. */
export const SMS_PER_NUMBER_PER_DAY = 5;
const DAY_MS = 24 * 60 * 60 * 1000;

export type SendResult = { expirationTime: number } | { retryAfterMs: number };

/**
 * Makes a fresh code for a purpose and number and, when `deliver`, hands it to the SMS gateway.
 * `expirationTime` (ms epoch) is the end of the resend window, the moment the site's countdown
 * reaches zero. A number without an account goes through the same steps and the same limits (the
 * code row is stored, only the message is not sent), so neither the answer, nor its time, nor the
 * resend window and daily cap tell whether the number has an account.
 */
export async function sendVerificationCode(db: Database, sms: SmsGateway, key: MobileKey, siteName: string, deliver: boolean, now = new Date()): Promise<SendResult> {
  const id = randomUUID();
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const decision = await db.transaction(async (tx): Promise<SendResult> => {
    // Two requests for one number in parallel must not both pass the window and the cap.
    await lockNameForTransaction(tx, LOCK_KEYS.smsNumber, `${key.countryDialingCode}:${key.mobileNum}`);
    const latest = await latestVerificationCode(tx, key);
    const sinceLast = latest === undefined ? Infinity : now.getTime() - latest.createdAt.getTime();
    if (sinceLast < RESEND_MS) return { retryAfterMs: RESEND_MS - sinceLast };
    const today = await countCodesSince(tx, key, new Date(now.getTime() - DAY_MS));
    if (today.count >= SMS_PER_NUMBER_PER_DAY) return { retryAfterMs: Math.max(1000, (today.oldest?.getTime() ?? now.getTime()) + DAY_MS - now.getTime()) };
    await insertVerificationCode(tx, { id, ...key, codeHash: hashSecret(id, code), expiresAt: new Date(now.getTime() + CODE_TTL_MS), createdAt: now });
    return { expirationTime: now.getTime() + RESEND_MS };
  });
  if (deliver && 'expirationTime' in decision) {
    await sms.send(key.mobileNum, `${siteName}: your verification code is ${code}. It is valid for ${CODE_TTL_MS / 60_000} minutes.`);
  }
  return decision;
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
