import { randomInt, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { MaskedContact } from '../../../shared/contract/calls/security-overview.ts';
import { REWARD_LIMITS } from '../../../shared/contract/rewards.ts';
import type { Database } from '../../db/client.ts';
import {
  countEmailCodesSince,
  insertEmailCode,
  latestEmailCode,
  lockMemberRow,
  reserveEmailAttempt,
  returnEmailAttempt,
  useEmailCode,
} from '../../db/queries/security-email-codes.ts';
import { members } from '../../db/schema.ts';
import type { MailGateway } from '../mail-gateway.ts';
import { Refusal } from '../refusal.ts';
import { hashSecret, secretMatches } from '../secret-hash.ts';
import { RESEND_MS, SMS_PER_NUMBER_PER_DAY, type SendResult } from '../sms-verification.ts';
import { recordAccountEvent } from './account-events.ts';
import { maskEmail } from './masking.ts';

// Binding an e-mail address (requirements D4.2): a 6-digit code mailed through the mail gateway,
// valid 10 minutes with 5 tries, stored hashed with its row id like the SMS codes
// (services/secret-hash.ts), under the SMS codes' send limits: one code per 60 s and 5 a day per
// member, and 5 a day to one address whoever asks, so an address cannot be flooded.

const DAY_MS = 24 * 60 * 60 * 1000;
// Anything the terminal or a mail header could misread: control, format and unassigned characters.
const UNSAFE = /[\p{C}]/u;
// One @, something before it, a domain with a dot after it, no spaces.
const SHAPE = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/u;

/** The address as it is stored (trimmed), or `email.invalid` (docs/api.md "Rewards and security"). */
export function acceptedEmail(raw: string): string {
  const email = raw.trim();
  if (UNSAFE.test(raw) || email.length > REWARD_LIMITS.emailMaxLength || !SHAPE.test(email))
    throw new Refusal('email.invalid', 'This e-mail address is not valid');
  return email;
}

function waitUntil(oldest: Date | null, now: Date): SendResult {
  return {
    retryAfterMs: Math.max(1000, (oldest?.getTime() ?? now.getTime()) + DAY_MS - now.getTime()),
  };
}

/**
 * Makes a code for the address and mails it. The decision (window and caps) is taken under the
 * member's row lock, so parallel requests cannot both pass; the mail leaves after the commit.
 */
export async function sendEmailCode(
  db: Database,
  mail: MailGateway,
  userName: string,
  rawEmail: string,
  siteName: string,
  now = new Date(),
): Promise<SendResult> {
  const email = acceptedEmail(rawEmail);
  const id = randomUUID();
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const dayAgo = new Date(now.getTime() - DAY_MS);
  const decision = await db.transaction(async (tx): Promise<SendResult> => {
    await lockMemberRow(tx, userName);
    const latest = await latestEmailCode(tx, userName);
    const sinceLast = latest === undefined ? Infinity : now.getTime() - latest.createdAt.getTime();
    if (sinceLast < RESEND_MS) return { retryAfterMs: RESEND_MS - sinceLast };
    const mine = await countEmailCodesSince(tx, { userName }, dayAgo);
    if (mine.count >= SMS_PER_NUMBER_PER_DAY) return waitUntil(mine.oldest, now);
    const theirs = await countEmailCodesSince(tx, { email }, dayAgo);
    if (theirs.count >= SMS_PER_NUMBER_PER_DAY) return waitUntil(theirs.oldest, now);
    await insertEmailCode(tx, {
      id,
      userName,
      email,
      codeHash: hashSecret(id, code),
      expiresAt: new Date(now.getTime() + REWARD_LIMITS.emailCodeLifeMs),
      createdAt: now,
    });
    return { expirationTime: now.getTime() + RESEND_MS };
  });
  if ('expirationTime' in decision)
    await mail.send({
      to: email,
      subject: `${siteName}: your verification code`,
      text: `Your code to bind this e-mail address is ${code}. It is valid for ${REWARD_LIMITS.emailCodeLifeMs / 60_000} minutes.`,
    });
  return decision;
}

function invalidCode(): Refusal {
  return new Refusal('verification.code.invalid', 'Verification code error');
}

/**
 * Checks the member's newest code (each guess reserved before the comparison, 5 per code) and,
 * when right, saves the address as verified and writes the record, all in one transaction.
 */
export async function verifyEmailCode(
  db: Database,
  userName: string,
  code: string,
  now = new Date(),
): Promise<MaskedContact> {
  const latest = await latestEmailCode(db, userName);
  if (
    latest === undefined ||
    latest.usedAt !== null ||
    latest.attempts >= REWARD_LIMITS.emailCodeTries
  )
    throw invalidCode();
  if (latest.expiresAt <= now)
    throw new Refusal(
      'verification.code.expired',
      'The verification code has expired, please request a new one',
    );
  const reserved = await reserveEmailAttempt(db, latest.id, REWARD_LIMITS.emailCodeTries);
  if (reserved === undefined || !secretMatches(reserved.id, code, reserved.codeHash))
    throw invalidCode();
  await returnEmailAttempt(db, reserved.id);
  await db.transaction(async (tx) => {
    if (!(await useEmailCode(tx, reserved.id, now))) throw invalidCode();
    await tx
      .update(members)
      .set({ email: reserved.email, emailVerifiedAt: now })
      .where(eq(members.userName, userName));
    await recordAccountEvent(tx, userName, 'email.bound', { email: maskEmail(reserved.email) });
  });
  return { masked: maskEmail(reserved.email), verified: true };
}
