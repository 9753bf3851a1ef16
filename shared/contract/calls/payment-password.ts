import * as z from 'zod/mini';
import { CASHIER_LIMITS } from '../cashier.ts';
import type { ModuleId } from '../../module-ids.ts';

export const PAYMENT_PASSWORD_MODULE = 'WITHDRAW3' satisfies ModuleId;

/**
 * POST, member session, encrypted like the password change (docs/api.md "Encrypted calls"): sets the
 * payment password once, proven by the login password (requirements C4.1). Answers no value; a wrong
 * login password answers `user.or.token.invalid` under the login's guessing limits, a second setting
 * `payment.password.exists`.
 */
export const PAYMENT_PASSWORD_PATH = '/wps/cashier/withdraw/payment-password';

export const paymentPasswordRequestSchema = z.object({
  loginPassword: z.string().check(z.minLength(1), z.maxLength(64)),
  paymentPassword: z.string().check(z.regex(CASHIER_LIMITS.paymentPassword)),
  confirmPaymentPassword: z.string().check(z.regex(CASHIER_LIMITS.paymentPassword)),
});
export type PaymentPasswordRequest = z.infer<typeof paymentPasswordRequestSchema>;
