/**
 * The codes of the reward centre, promo codes, the manual rebate, the security centre and
 * responsible gaming (requirements D; docs/api.md "Rewards and security"). Like the cashier's
 * (shared/cashier-error-codes.ts), a module of their own: only these screens' calls answer them, so
 * the site learns them with their chunks (src/api/endpoints/reward-error-codes.ts) and home's first
 * load does not carry them. `account.self.excluded` is the login's, so it lives in
 * shared/error-codes.ts.
 */
export const REWARD_ERROR_CODES = [
  'promo.code.invalid',
  'promo.code.expired',
  'promo.code.exhausted',
  'promo.code.used',
  'promo.code.deposit.required',
  'rebate.below.minimum',
  'mobile.taken',
  'email.invalid',
  'deposit.limit.exceeded',
  'self.exclusion.active',
  'reward.already.decided',
] as const;

export type RewardErrorCode = (typeof REWARD_ERROR_CODES)[number];
