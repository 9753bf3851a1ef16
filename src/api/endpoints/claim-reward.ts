import { api, type ApiClient } from '../client';
import './reward-error-codes';
import {
  promotionActionSchema,
  type PromotionActionResult,
} from '../../../shared/contract/calls/join-promotion.ts';
import {
  CLAIM_REWARD_PATH,
  type CLAIM_REWARD_MODULE,
} from '../../../shared/contract/calls/claim-reward.ts';

/**
 * Claims the reward of a sign-up (JOIN) promotion whose status is `Claim`. A money call
 * (requirements D0.3, D1.4): one idempotency key per claim attempt; the server books the bonus once.
 */
export function claimReward(
  promotionId: number,
  idempotencyKey: string,
  client: ApiClient = api,
): Promise<PromotionActionResult> {
  return client.post(CLAIM_REWARD_PATH, {
    moduleId: 'REWCEN3' satisfies typeof CLAIM_REWARD_MODULE,
    schema: promotionActionSchema,
    body: { promotionId },
    idempotencyKey,
  });
}
