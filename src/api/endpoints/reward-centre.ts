import { api, type ApiClient } from '../client';
import './reward-error-codes';
import {
  REWARD_CENTRE_PATH,
  rewardCentreSchema,
  type RewardCentre,
  type REWARD_CENTRE_MODULE,
} from '../../../shared/contract/calls/reward-centre.ts';

/** Requirements D1.1–D1.3: the member's promotions with status, tab, progress, time and reason. */
export function fetchRewardCentre(
  language: string,
  client: ApiClient = api,
  signal?: AbortSignal,
): Promise<RewardCentre> {
  return client.get(REWARD_CENTRE_PATH, {
    params: { language },
    moduleId: 'COMM3' satisfies typeof REWARD_CENTRE_MODULE,
    schema: rewardCentreSchema,
    ...(signal ? { signal } : {}),
  });
}
