import * as z from 'zod/mini';
import type { ModuleId } from '../../module-ids.ts';
import { amountSchema, instantSchema } from './cashier-fields.ts';

// The manual rebate (requirements D3; docs/api.md "Rewards and security"): what the member's valid
// stakes since their last claim earn, the claim that books it once, and the history of claims.

export const MANUAL_REBATE_MODULE = 'MANPLAYREB3' satisfies ModuleId;

/**
 * GET, member session (trial refused): per game category the unclaimed valid stake, the rate, the
 * amount (stake × rate rounded down to the cent), the total, the minimum claim and what is missing.
 */
export const REBATE_PATH = '/wps/rewards/rebate';

/**
 * POST with an `Idempotency-Key` header and no body: books the total as one `rebate` entry
 * (reference `RB<claim id>`) and answers the claim; a repeat of the key answers the first claim.
 * GET, query `page` (from 1): the member's claims, newest first, with their lines.
 */
export const REBATE_CLAIMS_PATH = '/wps/rewards/rebate/claims';

/** Claims per page of the history (like the cashier's records). */
export const REBATE_CLAIMS_PAGE_SIZE = 24;

/** A rate as NUMERIC(6,4) prints it: a fraction, "0.0080" for 0.8 %. */
export const rebateRateSchema = z.string().check(z.regex(/^\d\.\d{4}$/));

export const rebateLineSchema = z.object({
  /** The catalogue category (shared/game-categories.ts). */
  category: z.string().check(z.minLength(1)),
  /** The valid stake of the rounds this line pays. */
  stake: amountSchema,
  rate: rebateRateSchema,
  /** stake × rate, rounded down to the cent. */
  amount: amountSchema,
});
export type RebateLine = z.infer<typeof rebateLineSchema>;

export const rebateSummarySchema = z.object({
  /** The categories with a rate and unclaimed stakes, by category code. */
  lines: z.array(rebateLineSchema),
  /** The sum of the lines' amounts. */
  total: amountSchema,
  /** The minimum claim (site configuration `rebate.minimumClaim`). */
  minimum: amountSchema,
  /** How much the total lacks to reach the minimum; 0.00 when it can be claimed. */
  missing: amountSchema,
});
export type RebateSummary = z.infer<typeof rebateSummarySchema>;

export const rebateClaimSchema = z.object({
  id: z.int().check(z.positive()),
  total: amountSchema,
  lines: z.array(rebateLineSchema),
  createdAt: instantSchema,
});
export type RebateClaim = z.infer<typeof rebateClaimSchema>;

export const rebateClaimsSchema = z.object({
  rows: z.array(rebateClaimSchema),
  page: z.int(),
  pageSize: z.int(),
  hasMore: z.boolean(),
});
export type RebateClaims = z.infer<typeof rebateClaimsSchema>;
