import { api, type ApiClient } from '../client';
import { promotionActionSchema, type PromotionActionResult } from './join-promotion';

export const CLAIM_REWARD_PATH = '/wps/relay/MCSFE_signUpClaimReward';

/** Claims the reward of a sign-up (JOIN) promotion whose status is `Claim`. */
export function claimReward(
  promotionId: number,
  client: ApiClient = api,
): Promise<PromotionActionResult> {
  return client.post(CLAIM_REWARD_PATH, {
    moduleId: 'REWCEN3',
    schema: promotionActionSchema,
    body: { promotionId },
  });
}
