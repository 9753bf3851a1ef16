import * as z from 'zod/mini';
import { api, type ApiClient } from '../client';
import { promotionStatusSchema } from './announcements';

export const REQUEST_REWARD_PATH = '/wps/relay/MCSFE_signUpRequestReward';

export const requestRewardResultSchema = z.object({
  success: z.boolean(),
  status: promotionStatusSchema,
  requestId: z.nullish(z.int()),
});
export type RequestRewardResult = z.infer<typeof requestRewardResultSchema>;

export interface RewardRequest {
  promotionId: number;
  /** Only when the promotion's remarkRequired is Y. */
  remarks?: string;
  /** Data URLs (FileReader.readAsDataURL); only when imageRequired is Y. */
  pictures?: readonly string[];
}

/** Requirements B3.7 "Reward application payload", sent as JSON (server/README.md). */
export function requestReward(
  request: RewardRequest,
  client: ApiClient = api,
): Promise<RequestRewardResult> {
  return client.post(REQUEST_REWARD_PATH, {
    moduleId: 'REWCEN3',
    schema: requestRewardResultSchema,
    body: {
      promotionId: request.promotionId,
      ...(request.remarks !== undefined ? { remarks: request.remarks } : {}),
      ...(request.pictures !== undefined ? { pictures: [...request.pictures] } : {}),
    },
  });
}
