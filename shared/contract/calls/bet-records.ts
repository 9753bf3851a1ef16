import * as z from 'zod/mini';
import type { ModuleId } from '../../module-ids.ts';
import { amountSchema, instantSchema, signedAmountSchema } from './cashier-fields.ts';

export const BET_RECORDS_MODULE = 'TRANSBETREPMEM3' satisfies ModuleId;

/**
 * GET, member session (trial refused), query `category` (a catalogue category or `all`), `from`, `to`
 * (YYYY-MM-DD, Bangladesh days, both included) and `page`: the player's rounds, newest first, 24 a
 * page, with the totals of every round the filter matches, not only the page's (requirements C6.2).
 */
export const BET_RECORDS_PATH = '/wps/cashier/bets';

/** What the site sends (the schema above is what the server reads it with). */
export interface BetRecordsQuery {
  /** A catalogue category (shared/game-categories.ts) or `all`. */
  category?: string;
  from: string;
  to: string;
  page?: number;
}

export const betRecordSchema = z.object({
  roundId: z.string().check(z.minLength(1)),
  gameId: z.string(),
  gameName: z.string(),
  vendorName: z.string(),
  /** The catalogue category (shared/game-categories.ts). */
  category: z.string(),
  stake: amountSchema,
  /** The stake that counts for turnover: all of it for a settled round. */
  validStake: amountSchema,
  payout: amountSchema,
  /** payout − stake. */
  winLoss: signedAmountSchema,
  createdAt: instantSchema,
});
export type BetRecord = z.infer<typeof betRecordSchema>;

export const betTotalsSchema = z.object({
  rounds: z.int().check(z.nonnegative()),
  stake: amountSchema,
  validStake: amountSchema,
  winLoss: signedAmountSchema,
});
export type BetTotals = z.infer<typeof betTotalsSchema>;

export const betRecordsSchema = z.object({
  rows: z.array(betRecordSchema),
  totals: betTotalsSchema,
  page: z.int(),
  pageSize: z.int(),
  hasMore: z.boolean(),
});
export type BetRecords = z.infer<typeof betRecordsSchema>;
