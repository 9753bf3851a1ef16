import { Hono } from 'hono';
import { depositRequestSchema } from '../../shared/contract/calls/cashier-requests.ts';
import { DEPOSIT_CHANNELS_MODULE } from '../../shared/contract/calls/deposit-channels.ts';
import { DEPOSIT_ORDER_MODULE } from '../../shared/contract/calls/deposit-order.ts';
import type { AppServices } from '../app-services.ts';
import type { SiteConfig } from '../config/site-config.ts';
import type { AppEnv } from '../http/app-env.ts';
import { idempotencyKeyOf, orderNoParam } from '../http/cashier-inputs.ts';
import { ok } from '../http/envelope.ts';
import { moduleGuard } from '../http/module-guard.ts';
import { rateLimit } from '../http/rate-limit.ts';
import { refuseTrial } from '../http/refuse-trial.ts';
import { requireSession } from '../http/require-session.ts';
import { validate } from '../http/validate.ts';
import { depositChannelList } from '../services/cashier/channels.ts';
import { ownDepositOrder, placeDeposit } from '../services/cashier/deposits.ts';

// A member places orders by hand: this only keeps a script from filling the table.
const ORDER_LIMIT = { name: 'cashier-order', limit: 30, windowSeconds: 60 };

/** The currency of the session's region (else the site's own), as the wallet call answers it. */
export function sessionCurrency(config: SiteConfig, merchantCode: string): string {
  const region =
    config.regions.find((entry) => entry.merchantCode === merchantCode) ??
    config.regions.find((entry) => entry.merchantCode === config.merchantCode);
  return region?.currency ?? '';
}

/** Deposits (requirements C3; docs/api.md "Cashier"), under /wps/cashier/deposit. */
export function cashierDepositRoutes(services: AppServices) {
  const guard = moduleGuard(services.site);
  return new Hono<AppEnv>()
    .get(
      '/channels',
      guard(DEPOSIT_CHANNELS_MODULE),
      requireSession(services.db),
      refuseTrial,
      async (c) => {
        const config = await services.site.current();
        return ok(c, {
          channels: depositChannelList(config),
          currency: sessionCurrency(config, c.get('session').merchantCode),
        });
      },
    )
    .post(
      '/orders',
      guard(DEPOSIT_ORDER_MODULE),
      requireSession(services.db),
      refuseTrial,
      rateLimit(services, ORDER_LIMIT),
      validate('json', depositRequestSchema),
      async (c) => {
        const idempotencyKey = idempotencyKeyOf(c);
        const order = await placeDeposit(services.db, await services.site.current(), {
          userName: c.get('session').userName,
          idempotencyKey,
          request: c.req.valid('json'),
        });
        return ok(c, order);
      },
    )
    .get(
      '/orders/:orderNo',
      guard(DEPOSIT_ORDER_MODULE),
      requireSession(services.db),
      refuseTrial,
      validate('param', orderNoParam),
      async (c) => {
        return ok(
          c,
          await ownDepositOrder(
            services.db,
            await services.site.current(),
            c.get('session').userName,
            c.req.valid('param').orderNo,
          ),
        );
      },
    );
}
