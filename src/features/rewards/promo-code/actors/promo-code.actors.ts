import { fromPromise } from 'xstate';
import { fetchPromoCodeEnabled } from '../../../../api/endpoints/promo-code-enabled';
import { fetchPromoRedemptions, redeemPromoCode } from '../../../../api/endpoints/promo-codes';
import {
  promoCodeMachine,
  type RedeemInput,
} from '../../../../../machines/rewards/promo-code.machine.ts';
import type {
  PromoCodeRedeemed,
  PromoRedemption,
} from '../../../../../shared/contract/calls/promo-code.ts';

/** The calls the promo code chart makes; a test hands in its own. */
export interface PromoCodeCalls {
  checkEnabled: () => Promise<boolean>;
  redeemCode: (input: RedeemInput) => Promise<PromoCodeRedeemed>;
  loadHistory: () => Promise<readonly PromoRedemption[]>;
}

export const promoCodeCalls: PromoCodeCalls = {
  checkEnabled: () => fetchPromoCodeEnabled(),
  redeemCode: ({ request, idempotencyKey }) => redeemPromoCode(request, idempotencyKey),
  loadHistory: () => fetchPromoRedemptions(),
};

export interface PromoCodeActions {
  /** Balances read again after a bonus was booked (requirements C7.1). */
  announceMoneyEvent: () => void;
}

export function promoCodeLogic(actions: PromoCodeActions, calls: PromoCodeCalls = promoCodeCalls) {
  return promoCodeMachine.provide({
    actors: {
      checkEnabled: fromPromise<boolean, void>(() => calls.checkEnabled()),
      redeemCode: fromPromise<PromoCodeRedeemed, RedeemInput>(({ input }) =>
        calls.redeemCode(input),
      ),
      loadHistory: fromPromise<readonly PromoRedemption[], void>(() => calls.loadHistory()),
    },
    actions: {
      announceMoneyEvent: () => actions.announceMoneyEvent(),
    },
  });
}
