import { fromPromise } from 'xstate';
import {
  claimRebate,
  fetchRebateClaims,
  fetchRebateSummary,
} from '../../../../api/endpoints/manual-rebate';
import {
  manualRebateMachine,
  type RebateLoad,
} from '../../../../../machines/rewards/manual-rebate.machine.ts';
import type {
  RebateClaim,
  RebateClaims,
} from '../../../../../shared/contract/calls/manual-rebate.ts';

/** The calls the manual rebate chart makes; a test hands in its own. */
export interface ManualRebateCalls {
  loadRebate: () => Promise<RebateLoad>;
  claimRebate: (idempotencyKey: string) => Promise<RebateClaim>;
  /** One page of the history of claims (from 1), for Load more. */
  loadClaims: (page: number) => Promise<RebateClaims>;
}

/**
 * The rebate available now and the newest page of claims, read together (requirements D3.2,
 * D3.4); Load more reads the older pages.
 */
async function loadRebate(): Promise<RebateLoad> {
  const [summary, claims] = await Promise.all([fetchRebateSummary(), fetchRebateClaims(1)]);
  return { summary, claims: claims.rows, hasMore: claims.hasMore };
}

export const manualRebateCalls: ManualRebateCalls = {
  loadRebate,
  claimRebate: (idempotencyKey) => claimRebate(idempotencyKey),
  loadClaims: (page) => fetchRebateClaims(page),
};

export interface ManualRebateActions {
  /** Balances and money lists read again (requirements C7.1). */
  announceMoneyEvent: () => void;
}

export function manualRebateLogic(
  actions: ManualRebateActions,
  calls: ManualRebateCalls = manualRebateCalls,
) {
  return manualRebateMachine.provide({
    actors: {
      loadRebate: fromPromise<RebateLoad, void>(() => calls.loadRebate()),
      claimRebate: fromPromise<RebateClaim, { idempotencyKey: string }>(({ input }) =>
        calls.claimRebate(input.idempotencyKey),
      ),
      loadClaims: fromPromise<RebateClaims, { page: number }>(({ input }) =>
        calls.loadClaims(input.page),
      ),
    },
    actions: { announceMoneyEvent: () => actions.announceMoneyEvent() },
  });
}
