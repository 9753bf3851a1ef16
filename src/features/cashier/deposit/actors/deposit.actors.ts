import { fromPromise } from 'xstate';
import { fetchDepositChannels } from '../../../../api/endpoints/deposit-channels';
import { fetchDepositOrder, placeDepositOrder } from '../../../../api/endpoints/deposit-order';
import { fetchTemplates } from '../../../../api/endpoints/templates';
import {
  depositMachine,
  type DepositLoad,
  type PlaceDepositInput,
} from '../../../../../machines/cashier/deposit.machine.ts';
import type { DepositOrder } from '../../../../../shared/contract/calls/deposit-order.ts';

/** The calls the deposit chart makes; a test hands in its own. */
export interface DepositCalls {
  loadChannels: () => Promise<DepositLoad>;
  placeDeposit: (input: PlaceDepositInput) => Promise<DepositOrder>;
  readOrder: (orderNo: string) => Promise<DepositOrder>;
}

/**
 * The channels and the `dep_func` flag, read together. Read fresh each time: a reload after
 * `channel.unavailable` must see the operator's change. A failed flag read shows the form layout
 * (requirements C3.7, the layout for any `dep_func` but '1') rather than blocking deposits.
 */
async function loadChannels(): Promise<DepositLoad> {
  const [channels, templates] = await Promise.all([
    fetchDepositChannels(),
    fetchTemplates().catch(() => null),
  ]);
  return {
    channels: channels.channels,
    currency: channels.currency,
    orderDetail: templates?.dep_func === '1',
  };
}

export const depositCalls: DepositCalls = {
  loadChannels,
  placeDeposit: ({ request, idempotencyKey }) => placeDepositOrder(request, idempotencyKey),
  readOrder: (orderNo) => fetchDepositOrder(orderNo),
};

export interface DepositActions {
  /** The success toast naming the order (requirements C3.7). */
  showPlaced: (orderNo: string) => void;
  /** Balances and cashier lists read again (requirements C7.1). */
  announceMoneyEvent: () => void;
}

export function depositLogic(actions: DepositActions, calls: DepositCalls = depositCalls) {
  return depositMachine.provide({
    actors: {
      loadChannels: fromPromise<DepositLoad, void>(() => calls.loadChannels()),
      placeDeposit: fromPromise<DepositOrder, PlaceDepositInput>(({ input }) =>
        calls.placeDeposit(input),
      ),
      readOrder: fromPromise<DepositOrder, { orderNo: string }>(({ input }) =>
        calls.readOrder(input.orderNo),
      ),
    },
    actions: {
      showPlaced: (_, params: { orderNo: string }) => actions.showPlaced(params.orderNo),
      announceMoneyEvent: () => actions.announceMoneyEvent(),
    },
  });
}
