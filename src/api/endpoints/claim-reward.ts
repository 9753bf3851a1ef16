import { api, type ApiClient } from '../client';
import {
  promotionActionSchema,
  type PromotionActionResult,
} from '../../../shared/contract/calls/join-promotion.ts';
import {
  CLAIM_REWARD_PATH,
  type CLAIM_REWARD_MODULE,
} from '../../../shared/contract/calls/claim-reward.ts';

/** Claims the reward of a sign-up (JOIN) promotion whose status is `Claim`. */
export function claimReward(
  promotionId: number,
  client: ApiClient = api,
): Promise<PromotionActionResult> {
  return client.post(CLAIM_REWARD_PATH, {
    moduleId: 'REWCEN3' satisfies typeof CLAIM_REWARD_MODULE,
    schema: promotionActionSchema,
    body: { promotionId },
  });
}
