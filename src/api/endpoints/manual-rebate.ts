import { api, type ApiClient } from '../client';
import './reward-error-codes';
import {
  REBATE_CLAIMS_PATH,
  REBATE_PATH,
  rebateClaimSchema,
  rebateClaimsSchema,
  rebateSummarySchema,
  type MANUAL_REBATE_MODULE,
  type RebateClaim,
  type RebateClaims,
  type RebateSummary,
} from '../../../shared/contract/calls/manual-rebate.ts';

const MODULE = 'MANPLAYREB3' satisfies typeof MANUAL_REBATE_MODULE;

/** Requirements D3.1, D3.2: the rebate available now, by category, with the total and minimum. */
export function fetchRebateSummary(client: ApiClient = api): Promise<RebateSummary> {
  return client.get(REBATE_PATH, { moduleId: MODULE, schema: rebateSummarySchema });
}

/** Requirements D3.3, D0.3: one key per claim, so a repeat answers the first claim. */
export function claimRebate(idempotencyKey: string, client: ApiClient = api): Promise<RebateClaim> {
  return client.post(REBATE_CLAIMS_PATH, {
    moduleId: MODULE,
    schema: rebateClaimSchema,
    idempotencyKey,
  });
}

/** Requirements D3.4: one page of the member's claims, newest first. */
export function fetchRebateClaims(page = 1, client: ApiClient = api): Promise<RebateClaims> {
  return client.get(REBATE_CLAIMS_PATH, {
    moduleId: MODULE,
    schema: rebateClaimsSchema,
    params: { page },
  });
}
