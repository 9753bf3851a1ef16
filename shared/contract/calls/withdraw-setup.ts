import * as z from 'zod/mini';
import type { ModuleId } from '../../module-ids.ts';
import {
  amountSchema,
  channelKindSchema,
  channelLimitsSchema,
  signedAmountSchema,
} from './cashier-fields.ts';

export const WITHDRAW_SETUP_MODULE = 'WITHDRAW3' satisfies ModuleId;

/**
 * GET, member session (trial refused): what a withdrawal needs (requirements C4.1, C4.2) — whether the
 * payment password is set, the payout accounts, the channels and the withdrawable balance.
 */
export const WITHDRAW_SETUP_PATH = '/wps/cashier/withdraw/setup';

/** A payout account as the player sees it after saving it: the number masked (requirements C4.1). */
export const payoutAccountSchema = z.object({
  id: z.int().check(z.positive()),
  channel: z.string(),
  channelName: z.string(),
  kind: channelKindSchema,
  /** All but the last 4 digits masked, e.g. `*******5678`. */
  maskedNumber: z.string(),
  holderName: z.string(),
});
export type PayoutAccount = z.infer<typeof payoutAccountSchema>;

export const withdrawSetupSchema = z.object({
  hasPaymentPassword: z.boolean(),
  accounts: z.array(payoutAccountSchema),
  /** At most this many payout accounts per player. */
  accountLimit: z.int().check(z.positive()),
  channels: z.array(channelLimitsSchema),
  /** The balance; pending withdrawals have already left it (requirements C4.4). */
  balance: signedAmountSchema,
  /** The sum of the player's pending withdrawals. */
  pending: amountSchema,
  /** What may be withdrawn now: the balance, and never less than 0. */
  withdrawable: amountSchema,
  currency: z.string(),
});
export type WithdrawSetup = z.infer<typeof withdrawSetupSchema>;
