import { Hono } from 'hono';
import type { AppServices } from '../app-services.ts';
import type { AppEnv } from '../http/app-env.ts';
import { orderNoParam, rejectInput } from '../http/cashier-inputs.ts';
import { ok } from '../http/envelope.ts';
import { validate } from '../http/validate.ts';
import { decideOrder } from '../services/cashier/order-decisions.ts';

/**
 * The operator's back office, stood in for by development controls (requirements C1.2; docs/api.md
 * "Development and test controls"): POST /dev/cashier/orders/{orderNo}/approve and …/reject
 * `{ reason }` decide a pending deposit (`D…`) or withdrawal (`W…`) once. Mounted only with
 * DEV_TOOLS=1 (routes/dev.ts). Answers `{ orderNo, status, balanceAfter }`.
 */
export function devCashierRoutes(services: AppServices) {
  return new Hono<AppEnv>()
    .post('/orders/:orderNo/approve', validate('param', orderNoParam), async (c) => {
      const { orderNo } = c.req.valid('param');
      return ok(c, await decideOrder(services.db, orderNo, { kind: 'approve' }));
    })
    .post(
      '/orders/:orderNo/reject',
      validate('param', orderNoParam),
      validate('json', rejectInput),
      async (c) => {
        const { orderNo } = c.req.valid('param');
        const { reason } = c.req.valid('json');
        return ok(c, await decideOrder(services.db, orderNo, { kind: 'reject', reason }));
      },
    );
}
