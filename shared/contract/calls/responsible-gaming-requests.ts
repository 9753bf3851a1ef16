import * as z from 'zod/mini';
import { EXCLUSION_PERIODS, LIMIT_PERIODS, REMINDER_MINUTES } from '../rewards.ts';
import { amountSchema } from './cashier-fields.ts';

// What the server reads responsible gaming's requests with (requirements D5; docs/api.md "Rewards
// and security"). A module of its own, like cashier-requests.ts: the site sends these shapes (their
// types are exported beside each call) but never parses them.

// responsible-gaming.ts
/** A limit for one period; null removes it. More than 0 is the service's rule (a field message). */
export const depositLimitRequestSchema = z.object({
  period: z.enum(LIMIT_PERIODS),
  amount: z.nullable(amountSchema),
});
export type DepositLimitRequest = z.infer<typeof depositLimitRequestSchema>;

export const sessionReminderRequestSchema = z.object({
  minutes: z.nullable(z.literal(REMINDER_MINUTES)),
});

export const selfExclusionRequestSchema = z.object({
  period: z.enum(Object.keys(EXCLUSION_PERIODS) as [keyof typeof EXCLUSION_PERIODS]),
  loginPassword: z.string().check(z.minLength(1), z.maxLength(64)),
});
export type SelfExclusionRequest = z.infer<typeof selfExclusionRequestSchema>;
