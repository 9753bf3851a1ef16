import * as z from 'zod/mini';
import type { depositRequestSchema } from './cashier-requests.ts';
import type { ModuleId } from '../../module-ids.ts';
import {
  amountSchema,
  channelKindSchema,
  instantSchema,
  orderStatusSchema,
} from './cashier-fields.ts';

export const DEPOSIT_ORDER_MODULE = 'DEPOSIT3' satisfies ModuleId;

/**
 * POST, member session, `Idempotency-Key` header (requirements C3.4, C3.5): creates a pending order
 * and answers it; a repeat with the same key answers the first order.
 */
export const DEPOSIT_ORDERS_PATH = '/wps/cashier/deposit/orders';

/** GET, member session: one of the player's own deposit orders. */
export function depositOrderPath(orderNo: string): string {
  return `${DEPOSIT_ORDERS_PATH}/${encodeURIComponent(orderNo)}`;
}

export type DepositRequest = z.infer<typeof depositRequestSchema>;

export const depositOrderSchema = z.object({
  /** `D` and digits, unique. */
  orderNo: z.string().check(z.minLength(1)),
  channel: z.string(),
  channelName: z.string(),
  kind: channelKindSchema,
  amount: amountSchema,
  /** The number paid from, masked but its last 4 digits. */
  payerNumber: z.string(),
  transactionId: z.string(),
  status: orderStatusSchema,
  /** The operator's reason, only for a rejected order. */
  reason: z.nullable(z.string()),
  createdAt: instantSchema,
  decidedAt: z.nullable(instantSchema),
});
export type DepositOrder = z.infer<typeof depositOrderSchema>;
