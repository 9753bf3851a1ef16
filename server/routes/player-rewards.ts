import { Hono } from 'hono';
import type { AppServices } from '../app-services.ts';
import { findPlayerRank } from '../db/queries/wallets.ts';
import type { AppEnv } from '../http/app-env.ts';
import { ok } from '../http/envelope.ts';
import { moduleGuard } from '../http/module-guard.ts';
import { requireSession } from '../http/require-session.ts';
import { TRIAL_TYPE } from '../services/member-types.ts';

/**
 * Reward-side reads under /wps/relay (COMM3): whether promo codes are enabled (site configuration,
 * no session) and the player's VIP rank progress (session; a trial player or a member without a
 * rank gets no label and 0 of 0 conditions).
 */
export function playerRewardRoutes(services: AppServices) {
  const guard = moduleGuard(services.site);
  return new Hono<AppEnv>()
    .get('/MCSFE_promoCodeEnabled', guard('COMM3'), async (c) => {
      return ok(c, { enabled: (await services.site.current()).promoCode.enabled });
    })
    .get('/MCSFE_getPlayerRankProgress', guard('COMM3'), requireSession(services.db), async (c) => {
      const session = c.get('session');
      const rank =
        session.type === TRIAL_TYPE
          ? undefined
          : await findPlayerRank(services.db, session.userName);
      return ok(c, {
        currentProgress: {
          completedConditions: rank?.completedConditions ?? 0,
          totalExpectedConditions: rank?.totalConditions ?? 0,
        },
        playerRankProgress: { labelId: rank?.labelId ?? null },
      });
    });
}
