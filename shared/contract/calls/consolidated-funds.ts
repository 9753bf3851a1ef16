import * as z from 'zod/mini';
import type { ModuleId } from '../../module-ids.ts';

// Not called by the site yet: written from what the server answers (server/routes/member-funds.ts).
export const CONSOLIDATED_FUNDS_PATH = '/wps/member/info/funds/consolidated';
export const CONSOLIDATED_FUNDS_MODULE = 'COMM3' satisfies ModuleId;

/**
 * Which agent contracts wait for the player (requirements B4): each field is the pending
 * contract's request type, or empty when none waits.
 */
export const consolidatedFundsSchema = z.object({
  dailysalreqtype: z.string(),
  divtypecompperiodreq: z.string(),
  contracthoursalreq: z.string(),
});
export type ConsolidatedFunds = z.infer<typeof consolidatedFundsSchema>;
