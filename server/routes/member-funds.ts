import { Hono } from 'hono';
import type { AppServices } from '../app-services.ts';
import type { AppEnv } from '../http/app-env.ts';
import { ok } from '../http/envelope.ts';
import { moduleGuard } from '../http/module-guard.ts';
import { refuseTrial } from '../http/refuse-trial.ts';
import { requireSession } from '../http/require-session.ts';
import { consolidatedFunds } from '../services/agent-contracts.ts';

/** GET /wps/member/info/funds/consolidated (COMM3, session): which contracts wait for the player. */
export function memberFundsRoutes(services: AppServices) {
  const guard = moduleGuard(services.site);
  return new Hono<AppEnv>().get(
    '/consolidated',
    guard('COMM3'),
    requireSession(services.db),
    refuseTrial,
    async (c) => {
      return ok(c, await consolidatedFunds(services.db, c.get('session')));
    },
  );
}
