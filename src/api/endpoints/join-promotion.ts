import { api, type ApiClient } from '../client';
import {
  JOIN_PROMOTION_PATH,
  promotionActionSchema,
  type PromotionActionResult,
  type JOIN_PROMOTION_MODULE,
} from '../../../shared/contract/calls/join-promotion.ts';

/** Requirements B7 "Sign-up promotion join" (`Join` becomes `Joined`). */
export function joinPromotion(
  promotionId: number,
  client: ApiClient = api,
): Promise<PromotionActionResult> {
  return client.post(JOIN_PROMOTION_PATH, {
    moduleId: 'COMM3' satisfies typeof JOIN_PROMOTION_MODULE,
    schema: promotionActionSchema,
    body: { promotionId },
  });
}
