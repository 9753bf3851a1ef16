import * as z from 'zod/mini';
import { api, type ApiClient } from '../client';
import { promotionStatusSchema } from './announcements';

export const JOIN_PROMOTION_PATH = '/wps/relay/MCSFE_signUpJoinPromotion';

/** The answer of a join or a claim: whether it worked, and the promotion's status now. */
export const promotionActionSchema = z.object({
  success: z.boolean(),
  status: promotionStatusSchema,
});
export type PromotionActionResult = z.infer<typeof promotionActionSchema>;

/** Requirements B7 "Sign-up promotion join" (`Join` becomes `Joined`). */
export function joinPromotion(
  promotionId: number,
  client: ApiClient = api,
): Promise<PromotionActionResult> {
  return client.post(JOIN_PROMOTION_PATH, {
    moduleId: 'COMM3',
    schema: promotionActionSchema,
    body: { promotionId },
  });
}
