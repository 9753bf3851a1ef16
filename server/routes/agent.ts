import { Hono } from 'hono';
import type { AppServices } from '../app-services.ts';
import { affiliateQuery } from '../http/account-inputs.ts';
import type { AppEnv } from '../http/app-env.ts';
import { ok } from '../http/envelope.ts';
import { moduleGuard } from '../http/module-guard.ts';
import { rateLimit } from '../http/rate-limit.ts';
import { validate } from '../http/validate.ts';
import { isAffiliateValid } from '../services/affiliate.ts';

const AFFILIATE_LIMIT = { name: 'affiliate-check', limit: 60, windowSeconds: 300 };

/** GET /wps/agent/affiliate?code=&domain=: whether an invitation code may be used (spec: the site reads `success`). */
export function agentRoutes(services: AppServices) {
  const guard = moduleGuard(services.site);
  return new Hono<AppEnv>().get(
    '/affiliate',
    guard('AFFMAN3'),
    rateLimit(services, AFFILIATE_LIMIT),
    validate('query', affiliateQuery),
    async (c) => {
      const { code, domain } = c.req.valid('query');
      return ok(c, { success: await isAffiliateValid(services.db, code, domain) });
    },
  );
}
