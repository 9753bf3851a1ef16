import { Hono } from 'hono';
import { promoCodeRequestSchema } from '../../shared/contract/calls/promo-code-requests.ts';
import { PROMO_CODE_MODULE } from '../../shared/contract/calls/promo-code.ts';
import { readPromoCode } from '../../shared/contract/rewards.ts';
import type { AppServices } from '../app-services.ts';
import type { AppEnv } from '../http/app-env.ts';
import { idempotencyKeyOf } from '../http/cashier-inputs.ts';
import { ok } from '../http/envelope.ts';
import { paramError } from '../http/errors.ts';
import { moduleGuard } from '../http/module-guard.ts';
import { refuseTrial } from '../http/refuse-trial.ts';
import { requireSession } from '../http/require-session.ts';
import { validate } from '../http/validate.ts';
import { catalogueLanguage } from '../services/game-dto.ts';
import { redeemedAnswer, redemptionHistory } from '../services/promo-code/answers.ts';
import { PromoGuessing } from '../services/promo-code/guessing.ts';
import { redeemPromoCode } from '../services/promo-code/redeem.ts';
import { Refusal } from '../services/refusal.ts';

/**
 * Promo codes (requirements D2; docs/api.md "Rewards and security"), under /wps/rewards/promo-codes:
 * POST redeems a code (`Idempotency-Key`), GET lists the member's redemptions. Both follow the site
 * configuration's `promoCode.enabled` (the promo-code-enabled call): off, they answer
 * `function.not.available` (requirements D2.1).
 */
export function promoCodeRoutes(services: AppServices) {
  const guard = moduleGuard(services.site);
  const enabled = async () => {
    if (!(await services.site.current()).promoCode.enabled)
      throw new Refusal('function.not.available', 'Promo codes are not available');
  };
  return new Hono<AppEnv>()
    .post(
      '/',
      guard(PROMO_CODE_MODULE),
      requireSession(services.db),
      refuseTrial,
      validate('json', promoCodeRequestSchema),
      async (c) => {
        await enabled();
        const idempotencyKey = idempotencyKeyOf(c);
        const code = readPromoCode(c.req.valid('json').code);
        if (code === null) throw paramError([{ field: 'code', reason: '4–20 letters or digits' }]);
        try {
          const redeemed = await redeemPromoCode(
            services.db,
            { addressMultiplier: services.rateLimitMultiplier },
            {
              userName: c.get('session').userName,
              clientIp: services.clientIp(c),
              idempotencyKey,
              code,
              now: new Date(),
            },
          );
          return ok(c, redeemedAnswer(redeemed, catalogueLanguage(undefined, c.get('language'))));
        } catch (error) {
          // requirements D2.4: the site says when to try again (Retry-After and value.retryAfter).
          if (error instanceof PromoGuessing)
            c.header('Retry-After', String(error.retryAfterSeconds));
          throw error;
        }
      },
    )
    .get('/', guard(PROMO_CODE_MODULE), requireSession(services.db), refuseTrial, async (c) => {
      await enabled();
      return ok(
        c,
        await redemptionHistory(
          services.db,
          c.get('session').userName,
          catalogueLanguage(undefined, c.get('language')),
        ),
      );
    });
}
