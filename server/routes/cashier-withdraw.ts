import { Hono } from 'hono';
import {
  paymentPasswordRequestSchema,
  payoutAccountRequestSchema,
  withdrawRequestSchema,
} from '../../shared/contract/calls/cashier-requests.ts';
import { PAYMENT_PASSWORD_MODULE } from '../../shared/contract/calls/payment-password.ts';
import { PAYOUT_ACCOUNT_MODULE } from '../../shared/contract/calls/payout-account.ts';
import { WITHDRAW_ORDER_MODULE } from '../../shared/contract/calls/withdraw-order.ts';
import { WITHDRAW_SETUP_MODULE } from '../../shared/contract/calls/withdraw-setup.ts';
import type { AppServices } from '../app-services.ts';
import type { AppEnv } from '../http/app-env.ts';
import { idempotencyKeyOf, orderNoParam } from '../http/cashier-inputs.ts';
import { encryptedInput } from '../http/encrypted-body.ts';
import { ok } from '../http/envelope.ts';
import { moduleGuard } from '../http/module-guard.ts';
import { rateLimit } from '../http/rate-limit.ts';
import { refuseTrial } from '../http/refuse-trial.ts';
import { requireSession } from '../http/require-session.ts';
import { validate } from '../http/validate.ts';
import { PasswordWaiting } from '../services/cashier/password-guard.ts';
import { setPaymentPassword } from '../services/cashier/payment-password.ts';
import { savePayoutAccount } from '../services/cashier/payout-accounts.ts';
import {
  ownWithdrawOrder,
  placeWithdrawal,
  withdrawSetup,
} from '../services/cashier/withdrawals.ts';
import { sessionCurrency } from './cashier-deposit.ts';

// Per address, beside the per-account password counters (services/cashier/password-guard.ts).
const ORDER_LIMIT = { name: 'cashier-order', limit: 30, windowSeconds: 60 };
const SETUP_LIMIT = { name: 'cashier-setup', limit: 20, windowSeconds: 300 };

/** Sets Retry-After on a password check that must wait (requirements C4.3), then lets it go on. */
async function withRetryAfter<T>(
  c: { header(name: string, value: string): void },
  run: () => Promise<T>,
) {
  try {
    return await run();
  } catch (error) {
    if (error instanceof PasswordWaiting) c.header('Retry-After', String(error.retryAfterSeconds));
    throw error;
  }
}

/** Withdrawals (requirements C4; docs/api.md "Cashier"), under /wps/cashier/withdraw. */
export function cashierWithdrawRoutes(services: AppServices) {
  const guard = moduleGuard(services.site);
  return new Hono<AppEnv>()
    .get(
      '/setup',
      guard(WITHDRAW_SETUP_MODULE),
      requireSession(services.db),
      refuseTrial,
      async (c) => {
        const config = await services.site.current();
        const session = c.get('session');
        return ok(
          c,
          await withdrawSetup(
            services.db,
            config,
            session.userName,
            sessionCurrency(config, session.merchantCode),
          ),
        );
      },
    )
    .post(
      '/payment-password',
      guard(PAYMENT_PASSWORD_MODULE),
      requireSession(services.db),
      refuseTrial,
      rateLimit(services, SETUP_LIMIT),
      encryptedInput(services.keys, paymentPasswordRequestSchema),
      async (c) => {
        const input = c.req.valid('json');
        await withRetryAfter(c, () =>
          setPaymentPassword(services.db, c.get('session').userName, input),
        );
        return ok(c, null);
      },
    )
    .post(
      '/accounts',
      guard(PAYOUT_ACCOUNT_MODULE),
      requireSession(services.db),
      refuseTrial,
      rateLimit(services, SETUP_LIMIT),
      validate('json', payoutAccountRequestSchema),
      async (c) => {
        return ok(
          c,
          await savePayoutAccount(
            services.db,
            await services.site.current(),
            c.get('session').userName,
            c.req.valid('json'),
          ),
        );
      },
    )
    .post(
      '/orders',
      guard(WITHDRAW_ORDER_MODULE),
      requireSession(services.db),
      refuseTrial,
      rateLimit(services, ORDER_LIMIT),
      encryptedInput(services.keys, withdrawRequestSchema),
      async (c) => {
        const idempotencyKey = idempotencyKeyOf(c);
        const request = c.req.valid('json');
        const config = await services.site.current();
        const order = await withRetryAfter(c, () =>
          placeWithdrawal(services.db, config, {
            userName: c.get('session').userName,
            idempotencyKey,
            request,
          }),
        );
        return ok(c, order);
      },
    )
    .get(
      '/orders/:orderNo',
      guard(WITHDRAW_ORDER_MODULE),
      requireSession(services.db),
      refuseTrial,
      validate('param', orderNoParam),
      async (c) => {
        return ok(
          c,
          await ownWithdrawOrder(
            services.db,
            await services.site.current(),
            c.get('session').userName,
            c.req.valid('param').orderNo,
          ),
        );
      },
    );
}
