import * as z from 'zod/mini';
import type { ModuleId } from '../../module-ids.ts';
import { DEVICE_KINDS } from '../rewards.ts';
import { instantSchema } from './cashier-fields.ts';

/** Every call of the security centre follows its flag (requirements D4). */
export const SECURITY_MODULE = 'SECPRIV' satisfies ModuleId;

/**
 * GET, member session (trial refused): the hub of the security centre (requirements D4.1–D4.4) —
 * the mobile number and e-mail masked with whether each is verified, whether the payment password
 * is set, and the last `REWARD_LIMITS.recentSignIns` sign-ins, newest first.
 */
export const SECURITY_OVERVIEW_PATH = '/wps/security/overview';

/** A contact as the hub shows it: masked, and whether a code proved it. */
export const maskedContactSchema = z.object({
  /** The mobile number but its last 4 digits (`*******5678`), or the e-mail's name but its first letter (`r***@example.com`). */
  masked: z.string(),
  verified: z.boolean(),
});
export type MaskedContact = z.infer<typeof maskedContactSchema>;

/** One login (requirements D4.4): never the whole address. */
export const signInSchema = z.object({
  time: instantSchema,
  deviceKind: z.enum(DEVICE_KINDS),
  /** `203.0.113.x`, or an IPv6 address's first 3 groups (`2001:db8:85a3::x`). */
  maskedAddress: z.string(),
});
export type SignIn = z.infer<typeof signInSchema>;

export const securityOverviewSchema = z.object({
  /** Null: the member has no number. */
  mobile: z.nullable(maskedContactSchema),
  /** Null: the member has no address. */
  email: z.nullable(maskedContactSchema),
  hasPaymentPassword: z.boolean(),
  signIns: z.array(signInSchema),
});
export type SecurityOverview = z.infer<typeof securityOverviewSchema>;
