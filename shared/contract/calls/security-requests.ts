import * as z from 'zod/mini';
import { MOBILE_MAX_LENGTH } from '../account.ts';
import { CASHIER_LIMITS } from '../cashier.ts';
import { REWARD_LIMITS } from '../rewards.ts';

// What the server reads the security centre's requests with (requirements D4; docs/api.md "Rewards
// and security"). A module of its own, like cashier-requests.ts: the site sends these shapes (their
// types are exported beside each call) but never parses them.

// Empty or absent: the member's current number.
const mobileNum = z.string().check(z.trim(), z.maxLength(MOBILE_MAX_LENGTH));
const dialingCode = z.string().check(z.regex(/^\+?\d{1,4}$/));

// security-mobile.ts
/** The number to text: a new one, or none for the member's current number (requirements D4.1). */
export const mobileCodeRequestSchema = z.object({
  mobileNum: z.optional(mobileNum),
  countryDialingCode: z.optional(dialingCode),
});

/** The code, with the number it was sent to (none: the current number). */
export const mobileVerifyRequestSchema = z.object({
  mobileNum: z.optional(mobileNum),
  countryDialingCode: z.optional(dialingCode),
  verificationCode: z.string().check(z.regex(/^\d{6}$/)),
});

// security-email.ts
/**
 * The address, shape only (a string of sane size): whether the site accepts it is the service's rule
 * and answers `email.invalid`, so the player learns it in the field's words.
 */
export const emailCodeRequestSchema = z.object({
  email: z.string().check(z.maxLength(1024)),
});

export const emailVerifyRequestSchema = z.object({
  verificationCode: z.string().check(z.regex(REWARD_LIMITS.emailCode)),
});

// payment-password-change.ts
/** Requirements D4.3: the old payment password proves the player; the new one follows C4.1's rule. */
export const paymentPasswordChangeRequestSchema = z.object({
  oldPaymentPassword: z.string().check(z.regex(CASHIER_LIMITS.paymentPassword)),
  paymentPassword: z.string().check(z.regex(CASHIER_LIMITS.paymentPassword)),
  confirmPaymentPassword: z.string().check(z.regex(CASHIER_LIMITS.paymentPassword)),
});
