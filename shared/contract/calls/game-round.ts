import * as z from 'zod/mini';
import type { gameRoundRequestSchema } from './cashier-requests.ts';
import { amountSchema, signedAmountSchema } from './cashier-fields.ts';

/**
 * POST, from the demo game page, not the site (requirements C6.1): `/games/play/<code>/rounds` with
 * the launch's play ticket (the `ticket` query of the game address that GET /wps/game/launchGame
 * answered) and an `Idempotency-Key` header. A member's round writes its bet and win to the ledger;
 * a free-play ticket draws the same way with demo credits and writes nothing (requirements C6.3).
 */
export function gameRoundPath(gameCode: string): string {
  return `/games/play/${encodeURIComponent(gameCode)}/rounds`;
}

export type GameRoundRequest = z.infer<typeof gameRoundRequestSchema>;

export const gameRoundSchema = z.object({
  roundId: z.string(),
  stake: amountSchema,
  payout: amountSchema,
  winLoss: signedAmountSchema,
  /** The symbols the reels stopped on, for the page to show. */
  reels: z.array(z.string()),
  /** The wallet balance after the round; null for free play, whose demo credits the page keeps. */
  balance: z.nullable(signedAmountSchema),
  free: z.boolean(),
});
export type GameRound = z.infer<typeof gameRoundSchema>;
