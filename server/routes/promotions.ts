import { Hono } from 'hono';
import type { AppServices } from '../app-services.ts';
import type { AppEnv } from '../http/app-env.ts';
import { idempotencyKeyOf } from '../http/cashier-inputs.ts';
import { promotionBody } from '../http/content-inputs.ts';
import { ok } from '../http/envelope.ts';
import { moduleGuard } from '../http/module-guard.ts';
import { refuseTrial } from '../http/refuse-trial.ts';
import { requireSession } from '../http/require-session.ts';
import { validate } from '../http/validate.ts';
import { claimSignUpReward, joinSignUpPromotion } from '../services/promotion-actions.ts';

/**
 * Sign-up promotion actions under /wps/relay: join (COMM3) and claim (REWCEN3, the reward centre).
 * Both answer `{ success, status }` with the status the player now sees. The claim books the
 * promotion's bonus through the ledger and needs an Idempotency-Key (requirements D0.3, D1.4).
 */
export function promotionRoutes(services: AppServices) {
  const guard = moduleGuard(services.site);
  const session = requireSession(services.db);
  return new Hono<AppEnv>()
    .post(
      '/MCSFE_signUpJoinPromotion',
      guard('COMM3'),
      session,
      refuseTrial,
      validate('json', promotionBody),
      async (c) => {
        return ok(
          c,
          await joinSignUpPromotion(
            services.db,
            c.get('session').userName,
            c.req.valid('json').promotionId,
            new Date(),
          ),
        );
      },
    )
    .post(
      '/MCSFE_signUpClaimReward',
      guard('REWCEN3'),
      session,
      refuseTrial,
      validate('json', promotionBody),
      async (c) => {
        // Requirements D0.3: a money call, so it carries a key like a cashier order; the claim
        // itself moves and books once whatever the key (services/reward-centre/claim.ts), so a
        // repeat answers the first result, Claimed.
        idempotencyKeyOf(c);
        return ok(
          c,
          await claimSignUpReward(
            services.db,
            c.get('session').userName,
            c.req.valid('json').promotionId,
            new Date(),
          ),
        );
      },
    );
}
