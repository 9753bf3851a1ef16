import { Hono } from 'hono';
import { REWARD_CENTRE_MODULE } from '../../shared/contract/calls/reward-centre.ts';
import type { AppServices } from '../app-services.ts';
import type { AppEnv } from '../http/app-env.ts';
import { ok } from '../http/envelope.ts';
import { languageQuery } from '../http/game-inputs.ts';
import { moduleGuard } from '../http/module-guard.ts';
import { refuseTrial } from '../http/refuse-trial.ts';
import { requireSession } from '../http/require-session.ts';
import { validate } from '../http/validate.ts';
import { catalogueLanguage } from '../services/game-dto.ts';
import { rewardCentre } from '../services/reward-centre/list.ts';

/**
 * The reward centre's list (requirements D1; docs/api.md "Rewards and security"), under
 * /wps/rewards: GET /center answers the member's promotions with status, tab, progress, time and
 * reason. The claim stays the platform's MCSFE_signUpClaimReward (routes/promotions.ts).
 */
export function rewardCentreRoutes(services: AppServices) {
  const guard = moduleGuard(services.site);
  return new Hono<AppEnv>().get(
    '/center',
    guard(REWARD_CENTRE_MODULE),
    requireSession(services.db),
    refuseTrial,
    validate('query', languageQuery),
    async (c) => {
      return ok(
        c,
        await rewardCentre(
          services.db,
          c.get('session').userName,
          catalogueLanguage(c.req.valid('query').language, c.get('language')),
          new Date(),
        ),
      );
    },
  );
}
