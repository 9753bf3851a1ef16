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
import { countShare, shareBucket, shareUsed } from '../db/queries/sms-requester-shares.ts';
import { ApiError } from '../http/errors.ts';
import { SMS_RESEND_MS } from '../../shared/contract/sms.ts';
import { hashSecret, secretMatches } from './secret-hash.ts';
import type { SmsGateway } from './sms-gateway.ts';

/** The site counts down 60 s before it offers to send again (requirements A4.8, A9); the server holds to the same window. */
export const RESEND_MS = SMS_RESEND_MS;
/** Longer than the resend window: a message can arrive late, and the player still has to type it. */
export const CODE_TTL_MS = 5 * 60 * 1000;
// Six digits give a million codes; five guesses per code keep the odds of guessing negligible.
const MAX_WRONG_ATTEMPTS = 5;

/** Texts per number (all purposes, known or not) in any 24 hours: a number cannot be flooded. */
export const SMS_PER_NUMBER_PER_DAY = 5;
/**
 * Of those, texts one requester (one address, IPv6 by its /64; one session) may make a number
 * receive in a day (server/README.md "SMS requests and number enumeration"). Below the number's 5,
 * so one caller alone cannot use up a number's day and the owner, elsewhere, still gets codes; a
 * player asking for their own codes (a resend or two, a login, a reset) stays within 3.
 */
export const SMS_PER_NUMBER_PER_REQUESTER_PER_DAY = 3;
const DAY_MS = 24 * 60 * 60 * 1000;

export type SendResult = { expirationTime: number } | { retryAfterMs: number };

/** What the text carries: the code, a notice that the number already has an account, or nothing. */
export type Delivery = 'code' | 'registeredNotice' | 'nothing';

export interface SendOptions {
  siteName: string;
  delivery: Delivery;
  /** Who asks: `address:<bucket>` always, `session:<id>` when logged in. Each has its own share of a number's texts. */
  requesters: readonly string[];
  /** Texts per number and requester in a day (raised with the development controls, like every per-address limit). */
  perRequester: number;
}

/**
 * Makes a fresh code for a purpose and number and, when `deliver`, hands it to the SMS gateway.
 * `expirationTime` (ms epoch) is the end of the resend window, the moment the site's countdown
 * reaches zero. A number without an account (noLogin), or with one (register), goes through the same
 * steps and the same limits (the code row is stored; only the text differs or is not sent), so
 * neither the answer, nor its time, nor the resend window and daily caps tell whether the number
 * has an account. Each requester may use only its share of a number's day.
 */
export async function sendVerificationCode(
  db: Database,
  sms: SmsGateway,
  key: MobileKey,
  options: SendOptions,
  now = new Date(),
): Promise<SendResult> {
  const id = randomUUID();
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const decision = await db.transaction(async (tx): Promise<SendResult> => {
    // Two requests for one number in parallel must not both pass the window and the cap.
    await lockNameForTransaction(
      tx,
      LOCK_KEYS.smsNumber,
      `${key.countryDialingCode}:${key.mobileNum}`,
    );
    const latest = await latestVerificationCode(tx, key);
    const sinceLast = latest === undefined ? Infinity : now.getTime() - latest.createdAt.getTime();
    if (sinceLast < RESEND_MS) return { retryAfterMs: RESEND_MS - sinceLast };
    const dayAgo = new Date(now.getTime() - DAY_MS);
    const today = await countCodesSince(tx, key, dayAgo);
    if (today.count >= SMS_PER_NUMBER_PER_DAY)
      return {
        retryAfterMs: Math.max(
          1000,
          (today.oldest?.getTime() ?? now.getTime()) + DAY_MS - now.getTime(),
        ),
      };
    // The number's lock also serialises its requesters' counters: they are keyed by the number.
    const buckets = options.requesters.map((requester) => shareBucket(key, requester));
    for (const bucket of buckets) {
      const used = await shareUsed(tx, bucket, dayAgo);
      if (used !== null && used.count >= options.perRequester)
        return {
          retryAfterMs: Math.max(1000, used.windowStart.getTime() + DAY_MS - now.getTime()),
        };
    }
    await insertVerificationCode(tx, {
      id,
      ...key,
      codeHash: hashSecret(id, code),
      expiresAt: new Date(now.getTime() + CODE_TTL_MS),
      createdAt: now,
    });
    for (const bucket of buckets) await countShare(tx, bucket, now, dayAgo);
    return { expirationTime: now.getTime() + RESEND_MS };
  });
  if ('expirationTime' in decision && options.delivery === 'code') {
    await sms.send(
      key.mobileNum,
      `${options.siteName}: your verification code is ${code}. It is valid for ${CODE_TTL_MS / 60_000} minutes.`,
    );
  }
  if ('expirationTime' in decision && options.delivery === 'registeredNotice') {
    // The owner learns it on the phone; the caller, who may not be the owner, gets the same answer as for a free number.
    await sms.send(
      key.mobileNum,
      `${options.siteName}: this number already has an account. Log in, or set a new password by phone if you forgot it.`,
    );
  }
  return decision;
}

/**
 * Checks a code against the newest one sent for the purpose and number, without using it up (a
 * caller may still refuse the request for another reason and the player should not need a new code).
 * Returns the code's id for useCode().
 */
export async function checkCode(
  db: Database,
  key: MobileKey,
  code: string,
  now = new Date(),
): Promise<string> {
  const latest = await latestVerificationCode(db, key);
  if (latest === undefined || latest.usedAt !== null || latest.attempts >= MAX_WRONG_ATTEMPTS)
    throw invalidCode();
  if (latest.expiresAt <= now)
    throw new ApiError(
      400,
      'verification.code.expired',
      'The verification code has expired, please request a new one',
    );
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
