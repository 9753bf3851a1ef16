import { fromPromise } from 'xstate';
import {
  promotionActionMachine,
  type PromotionOutcome,
} from '../../../../machines/promotion-action.machine.ts';
import type { PromotionActionResult } from '../../../../shared/contract/calls/join-promotion.ts';
import { claimReward } from '../../../api/endpoints/claim-reward';
import { joinPromotion } from '../../../api/endpoints/join-promotion';
import { newIdempotencyKey } from '../../../lib/idempotency-key';

/** The calls the promotion action chart makes; a test hands in its own. */
export interface PromotionActionCalls {
  join: (promotionId: number) => Promise<PromotionActionResult>;
  /** A new idempotency key per attempt (requirements D0.3): the server books the claim once. */
  claim: (promotionId: number) => Promise<PromotionActionResult>;
}

export const promotionActionCalls: PromotionActionCalls = {
  join: (promotionId) => joinPromotion(promotionId),
  claim: (promotionId) => claimReward(promotionId, newIdempotencyKey()),
};

/** What the page does for the chart: the login popup, the form, a toast, the lists read again. */
export interface PromotionActionEffects {
  openLogin: () => void;
  openApplication: (promotionId: number) => void;
  tellOutcome: (outcome: PromotionOutcome) => void;
  refreshPromotions: () => Promise<void>;
}

/** The promotion action chart with its real effects. */
export function promotionActionLogic(
  effects: PromotionActionEffects,
  calls: PromotionActionCalls = promotionActionCalls,
) {
  return promotionActionMachine.provide({
    actors: {
      joinPromotion: fromPromise<PromotionActionResult, { promotionId: number }>(({ input }) =>
        calls.join(input.promotionId),
      ),
      claimReward: fromPromise<PromotionActionResult, { promotionId: number }>(({ input }) =>
        calls.claim(input.promotionId),
      ),
      refreshPromotions: fromPromise<void, void>(() => effects.refreshPromotions()),
    },
    actions: {
      openLogin: () => effects.openLogin(),
      openApplication: (_, { promotionId }) => effects.openApplication(promotionId),
      tellOutcome: (_, outcome) => effects.tellOutcome(outcome),
    },
  });
}
