import { Hono } from 'hono';
import { MANUAL_REBATE_MODULE } from '../../shared/contract/calls/manual-rebate.ts';
import { rebateClaimsQuerySchema } from '../../shared/contract/calls/manual-rebate-requests.ts';
import type { AppServices } from '../app-services.ts';
import type { AppEnv } from '../http/app-env.ts';
import { idempotencyKeyOf } from '../http/cashier-inputs.ts';
import { ok } from '../http/envelope.ts';
import { moduleGuard } from '../http/module-guard.ts';
import { refuseTrial } from '../http/refuse-trial.ts';
import { requireSession } from '../http/require-session.ts';
import { validate } from '../http/validate.ts';
import { claimRebate } from '../services/manual-rebate/claim.ts';
import { rebateClaims } from '../services/manual-rebate/history.ts';
import { rebateSummary } from '../services/manual-rebate/summary.ts';

/**
 * The manual rebate under /wps/rewards/rebate (requirements D3; docs/api.md "Rewards and security"):
 * MANPLAYREB3, a member's session, trial players refused (requirements D0.1). No rate limit beyond
 * the session: a claim only pays stakes played, so a script gains nothing by repeating it.
 */
export function manualRebateRoutes(services: AppServices) {
  const guard = moduleGuard(services.site)(MANUAL_REBATE_MODULE);
  const member = [guard, requireSession(services.db), refuseTrial] as const;
  return new Hono<AppEnv>()
    .get('/', ...member, async (c) =>
      ok(
        c,
        await rebateSummary(services.db, await services.site.current(), c.get('session').userName),
      ),
    )
    .post('/claims', ...member, async (c) => {
      const idempotencyKey = idempotencyKeyOf(c);
      return ok(
        c,
        await claimRebate(services.db, await services.site.current(), {
          userName: c.get('session').userName,
          idempotencyKey,
        }),
      );
    })
    .get('/claims', ...member, validate('query', rebateClaimsQuerySchema), async (c) =>
      ok(c, await rebateClaims(services.db, c.get('session').userName, c.req.valid('query').page)),
    );
}
