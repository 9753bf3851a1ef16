import { api, type ApiClient } from '../client';
import {
  REQUEST_REWARD_PATH,
  requestRewardResultSchema,
  type RequestRewardResult,
  type RewardRequest,
  type REQUEST_REWARD_MODULE,
} from '../../../shared/contract/calls/request-reward.ts';

/** Requirements B3.7 "Reward application payload", sent as JSON (server/README.md). */
export function requestReward(
  request: RewardRequest,
  client: ApiClient = api,
): Promise<RequestRewardResult> {
  return client.post(REQUEST_REWARD_PATH, {
    moduleId: 'REWCEN3' satisfies typeof REQUEST_REWARD_MODULE,
    schema: requestRewardResultSchema,
    body: {
      promotionId: request.promotionId,
      ...(request.remarks !== undefined ? { remarks: request.remarks } : {}),
      ...(request.pictures !== undefined ? { pictures: [...request.pictures] } : {}),
    },
  });
}
