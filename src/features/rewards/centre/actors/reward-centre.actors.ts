import { fromPromise } from 'xstate';
import { claimReward } from '../../../../api/endpoints/claim-reward';
import { fetchRewardCentre } from '../../../../api/endpoints/reward-centre';
import { config } from '../../../../config';
import { getLanguage } from '../../../../lib/storage';
import {
  rewardCentreMachine,
  type ClaimInput,
} from '../../../../../machines/rewards/reward-centre.machine.ts';
import type { PromotionActionResult } from '../../../../../shared/contract/calls/join-promotion.ts';
import type { RewardItem } from '../../../../../shared/contract/calls/reward-centre.ts';

/** The calls the reward centre chart makes; a test hands in its own. */
export interface RewardCentreCalls {
  loadRewards: () => Promise<readonly RewardItem[]>;
  claimReward: (input: ClaimInput) => Promise<PromotionActionResult>;
}

export const rewardCentreCalls: RewardCentreCalls = {
  // The titles in the language the site shows (the Language header says the same).
  loadRewards: async () => (await fetchRewardCentre(getLanguage() ?? config.defaultLanguage)).items,
  claimReward: ({ promotionId, idempotencyKey }) => claimReward(promotionId, idempotencyKey),
};

export interface RewardCentreActions {
  /** Balances read again (requirements C7.1, D1.5). */
  announceMoneyEvent: () => void;
  /** The promotions read again: the footer badge and the promotions page follow (D1.5). */
  refreshPromotions: () => void;
  /** `/m/applyReward?id=<id>` (requirements D1.4). */
  openApplication: (id: number) => void;
}

export function rewardCentreLogic(
  actions: RewardCentreActions,
  calls: RewardCentreCalls = rewardCentreCalls,
) {
  return rewardCentreMachine.provide({
    actors: {
      loadRewards: fromPromise<readonly RewardItem[], void>(() => calls.loadRewards()),
      claimReward: fromPromise<PromotionActionResult, ClaimInput>(({ input }) =>
        calls.claimReward(input),
      ),
    },
    actions: {
      announceMoneyEvent: () => actions.announceMoneyEvent(),
      refreshPromotions: () => actions.refreshPromotions(),
      openApplication: (_, params: { id: number }) => actions.openApplication(params.id),
    },
  });
}
