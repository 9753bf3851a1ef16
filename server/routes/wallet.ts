import { Hono } from 'hono';
import type { AppServices } from '../app-services.ts';
import { findBalance } from '../db/queries/wallets.ts';
import type { AppEnv } from '../http/app-env.ts';
import { ok } from '../http/envelope.ts';
import { moduleGuard } from '../http/module-guard.ts';
import { requireSession } from '../http/require-session.ts';
import { TRIAL_TYPE } from '../services/member-types.ts';

const NO_BALANCE = '0.00';

/**
 * GET /wps/v2/wallets/balance (COMM3, session): `{ sumBalance, currency }`, the balance as a decimal
 * string and the currency of the session's region. A trial player has no wallet (free play uses
 * demo credits): 0.00, as for a member without a wallet row.
 */
export function walletRoutes(services: AppServices) {
  const guard = moduleGuard(services.site);
  return new Hono<AppEnv>().get(
    '/balance',
    guard('COMM3'),
    requireSession(services.db),
    async (c) => {
      const session = c.get('session');
      const config = await services.site.current();
      const region =
        config.regions.find((entry) => entry.merchantCode === session.merchantCode) ??
        config.regions.find((entry) => entry.merchantCode === config.merchantCode);
      const balance =
        session.type === TRIAL_TYPE ? undefined : await findBalance(services.db, session.userName);
      return ok(c, { sumBalance: balance ?? NO_BALANCE, currency: region?.currency ?? '' });
    },
  );
}
