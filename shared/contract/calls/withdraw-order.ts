import * as z from 'zod/mini';
import type { withdrawRequestSchema } from './cashier-requests.ts';
import type { ModuleId } from '../../module-ids.ts';
import {
  amountSchema,
  channelKindSchema,
  instantSchema,
  orderStatusSchema,
} from './cashier-fields.ts';

export const WITHDRAW_ORDER_MODULE = 'WITHDRAW3' satisfies ModuleId;

/**
 * POST, member session, encrypted (it carries the payment password), `Idempotency-Key` header
 * (requirements C4.2–C4.5): takes the amount from the balance at once and answers the pending order;
 * a repeat with the same key answers the first order. Refusals: `payment.password.required` (none set),
 * `payment.password.invalid` (then 429 under the login's guessing limits), `amount.below.minimum`,
 * `amount.above.maximum`, `withdraw.balance.insufficient`, `not.found` (an account not the player's).
 */
export const WITHDRAW_ORDERS_PATH = '/wps/cashier/withdraw/orders';

/** GET, member session: one of the player's own withdrawal orders. */
export function withdrawOrderPath(orderNo: string): string {
  return `${WITHDRAW_ORDERS_PATH}/${encodeURIComponent(orderNo)}`;
}

export type WithdrawRequest = z.infer<typeof withdrawRequestSchema>;

export const withdrawOrderSchema = z.object({
  /** `W` and digits, unique. */
  orderNo: z.string().check(z.minLength(1)),
  channel: z.string(),
  channelName: z.string(),
  kind: channelKindSchema,
  amount: amountSchema,
  /** The payout account, masked. */
  maskedNumber: z.string(),
  holderName: z.string(),
  status: orderStatusSchema,
  reason: z.nullable(z.string()),
  createdAt: instantSchema,
  decidedAt: z.nullable(instantSchema),
});
export type WithdrawOrder = z.infer<typeof withdrawOrderSchema>;
