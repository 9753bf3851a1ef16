import type * as z from 'zod/mini';
import type { paymentPasswordRequestSchema } from './cashier-requests.ts';
import type { ModuleId } from '../../module-ids.ts';

export const PAYMENT_PASSWORD_MODULE = 'WITHDRAW3' satisfies ModuleId;

/**
 * POST, member session, encrypted like the password change (docs/api.md "Encrypted calls"): sets the
 * payment password once, proven by the login password (requirements C4.1). Answers no value; a wrong
 * login password answers `user.or.token.invalid` under the login's guessing limits, a second setting
 * `payment.password.exists`.
 */
export const PAYMENT_PASSWORD_PATH = '/wps/cashier/withdraw/payment-password';

export type PaymentPasswordRequest = z.infer<typeof paymentPasswordRequestSchema>;
