import { fromPromise } from 'xstate';
import { setPaymentPassword } from '../../../../api/endpoints/payment-password';
import { savePayoutAccount } from '../../../../api/endpoints/payout-account';
import { fetchWithdrawOrder, placeWithdrawOrder } from '../../../../api/endpoints/withdraw-order';
import { fetchWithdrawSetup } from '../../../../api/endpoints/withdraw-setup';
import { paymentPasswordMachine } from '../../../../../machines/cashier/payment-password.machine.ts';
import { payoutAccountMachine } from '../../../../../machines/cashier/payout-account.machine.ts';
import {
  withdrawMachine,
  type PlaceWithdrawInput,
} from '../../../../../machines/cashier/withdraw.machine.ts';
import type { PaymentPasswordRequest } from '../../../../../shared/contract/calls/payment-password.ts';
import type { PayoutAccountRequest } from '../../../../../shared/contract/calls/payout-account.ts';
import type { WithdrawOrder } from '../../../../../shared/contract/calls/withdraw-order.ts';
import type {
  PayoutAccount,
  WithdrawSetup,
} from '../../../../../shared/contract/calls/withdraw-setup.ts';

/** The calls the withdrawal makes (requirements C4; docs/api.md "Cashier"); a test hands in its own. */
export interface WithdrawCalls {
  loadSetup: () => Promise<WithdrawSetup>;
  setPaymentPassword: (request: PaymentPasswordRequest) => Promise<undefined>;
  savePayoutAccount: (request: PayoutAccountRequest) => Promise<PayoutAccount>;
  placeWithdraw: (input: PlaceWithdrawInput) => Promise<WithdrawOrder>;
  readOrder: (orderNo: string) => Promise<WithdrawOrder>;
}

export const withdrawCalls: WithdrawCalls = {
  // Read fresh each time: after a refusal for the balance the new withdrawable must show.
  loadSetup: () => fetchWithdrawSetup(),
  setPaymentPassword: (request) => setPaymentPassword(request),
  savePayoutAccount: (request) => savePayoutAccount(request),
  placeWithdraw: ({ request, idempotencyKey }) => placeWithdrawOrder(request, idempotencyKey),
  readOrder: (orderNo) => fetchWithdrawOrder(orderNo),
};

/** The withdraw chart with its calls, its two step charts and the money event wired in. */
export function withdrawLogic(calls: WithdrawCalls, announceMoneyEvent: () => void) {
  return withdrawMachine.provide({
    actors: {
      loadSetup: fromPromise<WithdrawSetup, void>(() => calls.loadSetup()),
      placeWithdraw: fromPromise<WithdrawOrder, PlaceWithdrawInput>(({ input }) =>
        calls.placeWithdraw(input),
      ),
      fetchOrder: fromPromise<WithdrawOrder, { orderNo: string }>(({ input }) =>
        calls.readOrder(input.orderNo),
      ),
      paymentPasswordStep: paymentPasswordMachine.provide({
        actors: {
          setPaymentPassword: fromPromise<undefined, PaymentPasswordRequest>(({ input }) =>
            calls.setPaymentPassword(input),
          ),
        },
      }),
      payoutAccountStep: payoutAccountMachine.provide({
        actors: {
          savePayoutAccount: fromPromise<PayoutAccount, PayoutAccountRequest>(({ input }) =>
            calls.savePayoutAccount(input),
          ),
        },
      }),
    },
    actions: { announceMoneyEvent },
  });
}
