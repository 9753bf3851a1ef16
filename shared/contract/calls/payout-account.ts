import type * as z from 'zod/mini';
import type { payoutAccountRequestSchema } from './cashier-requests.ts';
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

export type PayoutAccountRequest = z.infer<typeof payoutAccountRequestSchema>;
