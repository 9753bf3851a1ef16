import { api, type ApiClient } from '../client';
import './reward-error-codes';
import {
  PROMO_CODES_PATH,
  promoCodeRedeemedSchema,
  promoRedemptionsSchema,
  type PROMO_CODE_MODULE,
  type PromoCodeRedeemed,
  type PromoCodeRequest,
  type PromoRedemption,
} from '../../../shared/contract/calls/promo-code.ts';

const MODULE = 'COMM3' satisfies typeof PROMO_CODE_MODULE;

/** Requirements D2.2, D0.3: one key per submission, so a repeat answers the first redemption. */
export function redeemPromoCode(
  request: PromoCodeRequest,
  idempotencyKey: string,
  client: ApiClient = api,
): Promise<PromoCodeRedeemed> {
  return client.post(PROMO_CODES_PATH, {
    moduleId: MODULE,
    schema: promoCodeRedeemedSchema,
    body: request,
    idempotencyKey,
  });
}

/** Requirements D2.5: the member's redeemed codes, newest first. */
export async function fetchPromoRedemptions(
  client: ApiClient = api,
  signal?: AbortSignal,
): Promise<PromoRedemption[]> {
  const answer = await client.get(PROMO_CODES_PATH, {
    moduleId: MODULE,
    schema: promoRedemptionsSchema,
    ...(signal ? { signal } : {}),
  });
  return answer.list;
}
