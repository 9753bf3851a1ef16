import * as z from 'zod/mini';
import { promotionStatusSchema } from './announcements.ts';
import type { ModuleId } from '../../module-ids.ts';

export const JOIN_PROMOTION_MODULE = 'COMM3' satisfies ModuleId;

export const JOIN_PROMOTION_PATH = '/wps/relay/MCSFE_signUpJoinPromotion';

/** The answer of a join or a claim: whether it worked, and the promotion's status now. */
export const promotionActionSchema = z.object({
  success: z.boolean(),
  status: promotionStatusSchema,
});
export type PromotionActionResult = z.infer<typeof promotionActionSchema>;
