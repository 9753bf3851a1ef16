import * as z from 'zod/mini';
import { LIMIT_PERIODS, REMINDER_MINUTES } from '../rewards.ts';
import { amountSchema, instantSchema, signedAmountSchema } from './cashier-fields.ts';
import { SECURITY_MODULE } from './security-overview.ts';

// Responsible gaming in the security centre (requirements D5; docs/api.md "Rewards and security"):
// deposit limits, the session reminder and self-exclusion. Every call follows the security centre's
// flag, needs a member's session and refuses trial players (requirements D0.1).

export const RESPONSIBLE_GAMING_MODULE = SECURITY_MODULE;

/**
 * GET: per period the limit in effect, a pending raise or removal with the instant it applies, and
 * what the period's pending and approved deposits already used (Bangladesh calendar).
 * PUT `{ period, amount }` (amount null removes it): lowering or setting applies at once, raising or
 * removing `REWARD_LIMITS.limitRaiseDelayMs` later (requirements D5.1). Both answer the GET's value.
 */
export const DEPOSIT_LIMITS_PATH = '/wps/security/limits';

/** PUT `{ minutes }` (null, 30, 60 or 120): the session reminder (requirements D5.2); answers it. */
export const SESSION_REMINDER_PATH = '/wps/security/session-reminder';

/**
 * GET: the caller's session as the reminder shows it (requirements D5.2): when it started, the
 * reminder's minutes, and the net result since then (wins minus bets, a signed decimal).
 */
export const PLAY_SESSION_PATH = '/wps/security/session';

/**
 * POST, encrypted like the password change, `{ period, loginPassword }`: starts a self-exclusion
 * (requirements D5.3), ends every session of the member and answers `{ until }`. A wrong password
 * counts on the login's guessing limits; one running answers `self.exclusion.active`.
 */
export const SELF_EXCLUSION_PATH = '/wps/security/self-exclusion';

/** A raise or removal waiting for its time (requirements D5.1). */
export const pendingLimitSchema = z.object({
  /** The new limit; null: the limit is being removed. */
  amount: z.nullable(amountSchema),
  /** When it applies. */
  from: instantSchema,
});
export type PendingLimit = z.infer<typeof pendingLimitSchema>;

export const depositLimitSchema = z.object({
  period: z.enum(LIMIT_PERIODS),
  /** The limit in effect now; null: none. */
  amount: z.nullable(amountSchema),
  pending: z.nullable(pendingLimitSchema),
  /** The period's pending and approved deposits so far. */
  used: amountSchema,
});
export type DepositLimit = z.infer<typeof depositLimitSchema>;

export const depositLimitsSchema = z.object({
  /** One per period, in `LIMIT_PERIODS` order. */
  limits: z.array(depositLimitSchema),
});
export type DepositLimits = z.infer<typeof depositLimitsSchema>;

export const sessionReminderSchema = z.object({
  minutes: z.nullable(z.literal(REMINDER_MINUTES)),
});
export type SessionReminder = z.infer<typeof sessionReminderSchema>;

export const playSessionSchema = z.object({
  startedAt: instantSchema,
  minutes: z.nullable(z.literal(REMINDER_MINUTES)),
  /** Wins minus bets since `startedAt`. */
  netResult: signedAmountSchema,
});
export type PlaySession = z.infer<typeof playSessionSchema>;

export const selfExclusionSchema = z.object({
  /** The end of the exclusion: no login before it. */
  until: instantSchema,
});
export type SelfExclusion = z.infer<typeof selfExclusionSchema>;

export type { DepositLimitRequest, SelfExclusionRequest } from './responsible-gaming-requests.ts';
