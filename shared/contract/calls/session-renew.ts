import * as z from 'zod/mini';
import type { ModuleId } from '../../module-ids.ts';

export const SESSION_RENEW_MODULE = 'COMM3' satisfies ModuleId;

/** Requirements A7.1 lists "Renew session" without a path; docs/api.md "Sessions" names this one. */
export const SESSION_RENEW_PATH = '/wps/session/renew';

/** docs/api.md "Sessions": the renewed session's new expiry, and the seconds left until it. */
export const sessionRenewSchema = z.object({
  expiresAt: z.string().check(z.minLength(1)),
  secondsLeft: z.int().check(z.nonnegative()),
});
export type RenewedSession = z.infer<typeof sessionRenewSchema>;

// The timings live with the contract's facts, where the chart can read them too.
export { SESSION_TIMINGS } from '../sessions.ts';
