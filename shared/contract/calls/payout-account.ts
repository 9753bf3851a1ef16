import * as z from 'zod/mini';
import { CASHIER_LIMITS } from '../cashier.ts';
import type { ModuleId } from '../../module-ids.ts';

export const PAYOUT_ACCOUNT_MODULE = 'WITHDRAW3' satisfies ModuleId;

/**
 * POST, member session: saves a payout account (requirements C4.1) and answers it masked
 * (`payoutAccountSchema` of withdraw-setup.ts). A wallet number must be 11 digits `01…`, a bank
 * account 8–20 digits (checked against the channel's kind: `request_param_err` on `accountNumber`);
 * the same number twice answers `payout.account.exists`, one over the limit
 * `payout.account.limit.reached` with `value.limit`.
 */
export const PAYOUT_ACCOUNTS_PATH = '/wps/cashier/withdraw/accounts';

export const payoutAccountRequestSchema = z.object({
  channel: z.string().check(z.minLength(1), z.maxLength(32)),
  accountNumber: z.string().check(z.regex(/^\d{8,20}$/)),
  holderName: z
    .string()
    .check(
      z.trim(),
      z.minLength(CASHIER_LIMITS.holderNameLength.min),
      z.maxLength(CASHIER_LIMITS.holderNameLength.max),
    ),
});
export type PayoutAccountRequest = z.infer<typeof payoutAccountRequestSchema>;
