import * as z from 'zod/mini';
import type { ModuleId } from '../../module-ids.ts';
import type { promoCodeRequestSchema } from './promo-code-requests.ts';
import { amountSchema, instantSchema } from './cashier-fields.ts';

// Promo codes (requirements D2, docs/api.md "Rewards and security"). The platform names only the
// promo-code-enabled call (promo-code-enabled.ts); these are the project's own.

/** COMM3, like the promo-code-enabled call; the site configuration's `promoCode.enabled` switches them. */
export const PROMO_CODE_MODULE = 'COMM3' satisfies ModuleId;

/**
 * POST, member session (no trial), `Idempotency-Key` header: redeems a code (requirements D2.2, D2.3);
 * a repeat with the same key answers the first redemption. GET, member session (no trial): the member's
 * redemptions, newest first (requirements D2.5).
 */
export const PROMO_CODES_PATH = '/wps/rewards/promo-codes';

export type PromoCodeRequest = z.infer<typeof promoCodeRequestSchema>;

/** One redemption: the code and what it granted (a bonus, or a joined promotion). */
export const promoRedemptionSchema = z.object({
  id: z.int(),
  code: z.string(),
  /** The bonus booked as a `bonus` entry `C<id>`; null when the code joined a promotion. */
  bonusAmount: z.nullable(amountSchema),
  /** The promotion the code joined (it then shows in the reward centre); null for a bonus. */
  promotionId: z.nullable(z.int()),
  /** The promotion's title in the call's Language; null for a bonus. */
  promotionTitle: z.nullable(z.string()),
  createdAt: instantSchema,
});
export type PromoRedemption = z.infer<typeof promoRedemptionSchema>;

/** The redeem answer: the redemption and, for a bonus, the balance right after its entry. */
export const promoCodeRedeemedSchema = z.object({
  redemption: promoRedemptionSchema,
  balanceAfter: z.nullable(amountSchema),
});
export type PromoCodeRedeemed = z.infer<typeof promoCodeRedeemedSchema>;

export const promoRedemptionsSchema = z.object({ list: z.array(promoRedemptionSchema) });
export type PromoRedemptions = z.infer<typeof promoRedemptionsSchema>;

/** `value` of 429 `too.many.requests` on a redeem: seconds until a code may be tried again (D2.4). */
export const promoThrottleValueSchema = z.object({ retryAfter: z.int() });

/** `value` of `promo.code.deposit.required`: the approved deposits the code needs (D2.2). */
export const promoDepositValueSchema = z.object({ minDeposit: amountSchema });
