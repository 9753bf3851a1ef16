import * as z from 'zod/mini';

// What the server reads a promo-code redemption with (requirements D2.2): shape only, a module the
// site never imports (like cashier-requests.ts). The server trims the code, turns Bengali digits into
// ASCII and upper-cases it before it checks the form (`REWARD_LIMITS.promoCode`), so the length
// here only keeps a huge body out.

export const promoCodeRequestSchema = z.object({
  code: z.string().check(z.maxLength(64)),
});
