import * as z from 'zod/mini';

// The pieces every lottery answer shares (server/README.md, lottery calls): times are epoch
// milliseconds of the server's clock; every answer carries `serverTime`, so the site counts down
// against that clock, not the phone's.

/** Epoch milliseconds. */
export const epochMsSchema = z.int().check(z.nonnegative());

/** One draw: its number, when betting on it closes and when it is drawn. */
export const drawSchema = z.object({
  numero: z.string().check(z.minLength(1)),
  closeAt: epochMsSchema,
  drawAt: epochMsSchema,
});
export type Draw = z.infer<typeof drawSchema>;

/** A drawn result: the draw's number, when it was drawn and its numbers (as text: '07', '3'). */
export const drawResultSchema = z.object({
  numero: z.string().check(z.minLength(1)),
  drawAt: epochMsSchema,
  result: z.array(z.string()),
});
export type DrawResult = z.infer<typeof drawResultSchema>;

/** The latest result, or null before the first draw. */
export const lastResultSchema = z.nullable(drawResultSchema);

export const LOTTERY_CATEGORIES = ['LOTT', 'ELOTT'] as const;
export type LotteryCategory = (typeof LOTTERY_CATEGORIES)[number];

export const prizeModeSchema = z.enum(['lottery', 'elottery', 'SEA']);
export type PrizeMode = z.infer<typeof prizeModeSchema>;
