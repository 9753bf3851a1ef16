import * as z from 'zod/mini';
import { promotionStatusSchema } from './announcements.ts';
import type { ModuleId } from '../../module-ids.ts';

export const REQUEST_REWARD_MODULE = 'REWCEN3' satisfies ModuleId;

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
