import type { Context } from 'hono';
import { z } from 'zod';
import { CASHIER_LIMITS, IDEMPOTENCY_HEADER } from '../../shared/contract/cashier.ts';
import { paramError } from './errors.ts';

// The cashier's inputs beside the bodies (those are the contract's request schemas in
// shared/contract/calls/): the Idempotency-Key header, the order number of a path, and the
// development controls' rejection reason.

/**
 * The order's Idempotency-Key (requirements C3.5, docs/api.md "Cashier"): required, 16–64 of
 * `A–Z a–z 0–9 _ -`; anything else is a request_param_err on the header's name.
 */
export function idempotencyKeyOf(c: Context): string {
  const key = c.req.header(IDEMPOTENCY_HEADER);
  if (key === undefined || key === '')
    throw paramError([{ field: IDEMPOTENCY_HEADER, reason: 'required' }]);
  if (!CASHIER_LIMITS.idempotencyKey.test(key))
    throw paramError([
      { field: IDEMPOTENCY_HEADER, reason: '16–64 letters, digits, "_" or "-" (a UUID will do)' },
    ]);
  return key;
}

/** An order number in a path: anything that is no order number is simply not found later. */
export const orderNoParam = z.object({ orderNo: z.string().min(1).max(64) });

/** Requirements C1.2: the operator's reason for a rejection, 1–140 characters once trimmed. */
export const rejectInput = z.object({
  reason: z.string().trim().min(1).max(CASHIER_LIMITS.rejectReasonMax),
});
