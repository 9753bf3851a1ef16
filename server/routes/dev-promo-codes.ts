import { Hono } from 'hono';
import { z } from 'zod';
import { AMOUNT_PATTERN } from '../../shared/contract/cashier.ts';
import { REWARD_LIMITS } from '../../shared/contract/rewards.ts';
import type { AppServices } from '../app-services.ts';
import type { AppEnv } from '../http/app-env.ts';
import { ok } from '../http/envelope.ts';
import { validate } from '../http/validate.ts';
import { twoDecimals } from '../services/cashier/money.ts';
import { createPromoCode } from '../services/promo-code/create-code.ts';

const amount = z.string().regex(AMOUNT_PATTERN);
const count = z.number().int().positive().max(1_000_000);

/** A code as the operator creates it (requirements D2, D0.2); dates are ISO instants. */
const newCodeInput = z.strictObject({
  code: z.string().regex(REWARD_LIMITS.promoCode),
  bonusAmount: amount.optional(),
  promotionId: z.number().int().positive().optional(),
  startsAt: z.iso.datetime({ offset: true }).optional(),
  endsAt: z.iso.datetime({ offset: true }).nullable().optional(),
  totalLimit: count.nullable().optional(),
  perMemberLimit: count.optional(),
  minDeposit: amount.optional(),
});

/**
 * The operator's promo codes, stood in for by a development control (requirements D0.2; docs/api.md
 * "Development and test controls"): POST /dev/rewards/promo-codes creates a code with its fields and
 * answers it. Mounted only with DEV_TOOLS=1 (routes/dev.ts).
 */
export function devPromoCodeRoutes(services: AppServices) {
  return new Hono<AppEnv>().post('/', validate('json', newCodeInput), async (c) => {
    const input = c.req.valid('json');
    const row = await createPromoCode(services.db, {
      ...input,
      bonusAmount: input.bonusAmount === undefined ? undefined : twoDecimals(input.bonusAmount),
      minDeposit: input.minDeposit === undefined ? undefined : twoDecimals(input.minDeposit),
      startsAt: input.startsAt === undefined ? undefined : new Date(input.startsAt),
      endsAt: input.endsAt == null ? input.endsAt : new Date(input.endsAt),
    });
    return ok(c, {
      ...row,
      startsAt: row.startsAt.toISOString(),
      endsAt: row.endsAt?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
    });
  });
}
