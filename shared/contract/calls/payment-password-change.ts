import type * as z from 'zod/mini';
import type { paymentPasswordChangeRequestSchema } from './security-requests.ts';

export { SECURITY_MODULE as PAYMENT_PASSWORD_CHANGE_MODULE } from './security-overview.ts';

/**
 * POST, member session, encrypted like the setting (docs/api.md "Encrypted calls"): changes the
 * payment password, proven by the old one (requirements D4.3) on the withdrawal's own guessing
 * counter (C4.3). Answers no value; a wrong old password `payment.password.invalid`, none set
 * `payment.password.required`, 429 while the counter waits. Setting it the first time stays
 * `PAYMENT_PASSWORD_PATH` (payment-password.ts), which the withdrawal uses too.
 */
export const PAYMENT_PASSWORD_CHANGE_PATH = '/wps/security/payment-password';

export type PaymentPasswordChangeRequest = z.infer<typeof paymentPasswordChangeRequestSchema>;
