import { assign, setup } from 'xstate';
import type { DepositChannel } from '../../shared/contract/calls/deposit-channels.ts';
import type { DepositOrder, DepositRequest } from '../../shared/contract/calls/deposit-order.ts';
import { errorCodeOf } from '../error-code.ts';
import { notProvidedAction, notProvidedActor } from '../not-provided.ts';
import { checkDepositForm, placeRefusal, type DepositFieldErrors } from './deposit-form.ts';

/**
 * Deposit `/m/voucherCenter` (requirements C3, C7.1).
 *
 * The channels load first (none configured: deposits are unavailable). The first channel is chosen;
 * the player picks a channel, types or taps an amount, the number paid from and the transaction ID.
 * Submit checks every field with its reason (requirements C3.2, C3.3) before anything is sent.
 * The idempotency key (requirements C3.5) comes with the submit, is kept from then on, and is used
 * again by the next submit until the player changes something: a retry after a network failure can
 * never place a second order, an edited form is a new submission. While the order is sent further
 * taps send nothing. With `dep_func` '1' (requirements C3.7) the order's detail shows, read again
 * every 5 s while pending (requirements C3.8); otherwise the form empties with a success message.
 * Codes only; the view translates them.
 */

/** Requirements C3.8: a pending order's detail is read again this often. */
export const ORDER_REFRESH_MS = 5_000;

export interface DepositLoad {
  readonly channels: readonly DepositChannel[];
  readonly currency: string;
  /** The template flag `dep_func` is '1' (requirements C3.7). */
  readonly orderDetail: boolean;
}

export interface PlaceDepositInput {
  readonly request: DepositRequest;
  readonly idempotencyKey: string;
}

export interface DepositContext {
  channels: readonly DepositChannel[];
  currency: string;
  orderDetail: boolean;
  /** The chosen channel's code. */
  channelCode: string | null;
  /** What the player typed, kept as typed (requirements C3.3). */
  amount: string;
  payerNumber: string;
  transactionId: string;
  fieldErrors: DepositFieldErrors;
  /** A refusal or failure that belongs to no field, shown above the submit button. */
  formError: string | null;
  /** Why the channels could not be loaded. */
  loadError: string | null;
  /** `channel.unavailable` after the channels were reloaded because the chosen one went away. */
  notice: string | null;
  /** The key of the last submission, until the player changes something or an order is placed. */
  idempotencyKey: string | null;
  /** The placed order, while its detail shows. */
  order: DepositOrder | null;
}

export type DepositEvent =
  | { type: 'deposit.retry' }
  | { type: 'channel.chosen'; code: string }
  | { type: 'amount.changed'; value: string }
  | { type: 'amount.quick'; amount: string }
  | { type: 'payer.changed'; value: string }
  | { type: 'transaction.changed'; value: string }
  /** `key` is a fresh idempotency key; the chart keeps the one of an unchanged earlier submission. */
  | { type: 'deposit.submit'; key: string }
  | { type: 'deposit.again' };

/** The chosen channel, or null before the channels load. */
export function chosenChannel(
  context: Pick<DepositContext, 'channels' | 'channelCode'>,
): DepositChannel | null {
  return context.channels.find((channel) => channel.code === context.channelCode) ?? null;
}

/** The request the form makes, or null while a field has a problem. */
export function depositRequestOf(context: DepositContext): DepositRequest | null {
  const channel = chosenChannel(context);
  // Stryker disable next-line ConditionalExpression: equivalent, the chart reads the request only while editing or submitting, where a channel is always chosen.
  if (channel === null) return null;
  const check = checkDepositForm(channel, context);
  return check.ok ? check.request : null;
}

const emptyForm = {
  amount: '',
  payerNumber: '',
  transactionId: '',
  fieldErrors: {},
  formError: null,
  notice: null,
  idempotencyKey: null,
  order: null,
} satisfies Partial<DepositContext>;

/** A change of a field: its message goes, and the next submit is a new submission. */
function edited(context: DepositContext, field: keyof DepositFieldErrors) {
  const { [field]: _dropped, ...rest } = context.fieldErrors;
  return { fieldErrors: rest, formError: null, notice: null, idempotencyKey: null };
}

export const depositMachine = setup({
  types: {
    context: {} as DepositContext,
    events: {} as DepositEvent,
  },
  actors: {
    /** The channels, the currency and the `dep_func` flag. */
    loadChannels: notProvidedActor<DepositLoad>('loadChannels'),
    /** POST the order with its Idempotency-Key. */
    placeDeposit: notProvidedActor<DepositOrder, PlaceDepositInput>('placeDeposit'),
    /** GET one of the player's orders. */
    readOrder: notProvidedActor<DepositOrder, { orderNo: string }>('readOrder'),
  },
  actions: {
    /** The success message naming the order number (requirements C3.7, `dep_func` not '1'). */
    showPlaced: notProvidedAction<{ orderNo: string }>('showPlaced'),
    /** Balances and cashier lists read again after an order is placed or decided (requirements C7.1). */
    announceMoneyEvent: notProvidedAction('announceMoneyEvent'),
  },
  guards: {
    hasChannels: (_, params: { load: DepositLoad }) => params.load.channels.length > 0,
    isFormValid: ({ context }) => depositRequestOf(context) !== null,
    showsDetail: ({ context }) => context.orderDetail,
    // Stryker disable next-line ConditionalExpression: equivalent, used only in placed, which always holds the order; the check narrows the type.
    hasDecidedOrder: ({ context }) => context.order !== null && context.order.status !== 'pending',
    isDecided: (_, params: { order: DepositOrder }) => params.order.status !== 'pending',
    isChannelGone: (_, params: { error: unknown }) =>
      errorCodeOf(params.error) === 'channel.unavailable',
  },
  delays: {
    orderRefresh: ORDER_REFRESH_MS,
  },
}).createMachine({
  // Stryker disable next-line StringLiteral: equivalent for behaviour, the id only names the chart (inspector, docs).
  id: 'deposit',
  context: {
    channels: [],
    currency: '',
    orderDetail: false,
    channelCode: null,
    ...emptyForm,
    loadError: null,
  },
  initial: 'loading',
  states: {
    loading: {
      description:
        'The deposit channels are loading (a skeleton shows); what the player typed before is kept.',
      tags: ['busy'],
      invoke: {
        id: 'loadChannels',
        src: 'loadChannels',
        onDone: [
          {
            guard: { type: 'hasChannels', params: ({ event }) => ({ load: event.output }) },
            target: 'editing',
            actions: assign(({ context, event }) => ({
              channels: event.output.channels,
              currency: event.output.currency,
              orderDetail: event.output.orderDetail,
              // The channel chosen before stays chosen while it is offered, else the first one.
              channelCode: chosenChannel({
                channels: event.output.channels,
                channelCode: context.channelCode,
              })
                ? context.channelCode
                : // Stryker disable next-line OptionalChaining: equivalent, the guard hasChannels let only a load with channels here.
                  (event.output.channels[0]?.code ?? null),
            })),
          },
          {
            target: 'unavailable',
            actions: assign({ channels: [], channelCode: null }),
          },
        ],
        onError: {
          target: 'loadFailed',
          actions: assign({ loadError: ({ event }) => errorCodeOf(event.error) }),
        },
      },
    },
    loadFailed: {
      description: 'The channels could not be loaded: the reason shows with a Try again button.',
      on: { 'deposit.retry': { target: 'loading', actions: assign({ loadError: null }) } },
    },
    unavailable: {
      type: 'final',
      description:
        'No deposit channel is configured: "Deposits are not available right now", with links to customer service and home.',
    },
    editing: {
      description:
        'The form: the channel picker, where to send the money, the amount with quick amounts, the number paid from and the transaction ID.',
      on: {
        'channel.chosen': {
          actions: assign(({ context, event }) => ({
            channelCode: chosenChannel({ channels: context.channels, channelCode: event.code })
              ? event.code
              : context.channelCode,
            // Another channel has other limits and another kind of number: those checks start over.
            // Stryker disable next-line StringLiteral: equivalent, the field errors edited() leaves are replaced on the next line.
            ...edited(context, 'amount'),
            fieldErrors: context.fieldErrors.transactionId
              ? { transactionId: context.fieldErrors.transactionId }
              : {},
          })),
        },
        'amount.changed': {
          actions: assign(({ context, event }) => ({
            amount: event.value,
            ...edited(context, 'amount'),
          })),
        },
        'amount.quick': {
          actions: assign(({ context, event }) => ({
            amount: event.amount,
            ...edited(context, 'amount'),
          })),
        },
        'payer.changed': {
          actions: assign(({ context, event }) => ({
            payerNumber: event.value,
            ...edited(context, 'payerNumber'),
          })),
        },
        'transaction.changed': {
          actions: assign(({ context, event }) => ({
            transactionId: event.value,
            ...edited(context, 'transactionId'),
          })),
        },
        'deposit.submit': [
          {
            guard: 'isFormValid',
            target: 'submitting',
            actions: assign(({ context, event }) => ({
              idempotencyKey: context.idempotencyKey ?? event.key,
              fieldErrors: {},
              formError: null,
              notice: null,
            })),
          },
          {
            actions: assign(({ context }) => {
              const channel = chosenChannel(context);
              const check = channel ? checkDepositForm(channel, context) : null;
              // Stryker disable next-line ConditionalExpression,LogicalOperator: equivalent, this branch runs only when the guard found a problem with a channel chosen, so check is a failed check.
              return { fieldErrors: check && !check.ok ? check.errors : {}, formError: null };
            }),
          },
        ],
      },
    },
    submitting: {
      description:
        'The order is being sent with its idempotency key; the form waits and further taps send nothing.',
      tags: ['busy'],
      invoke: {
        id: 'placeDeposit',
        src: 'placeDeposit',
        input: ({ context }) => ({
          // Stryker disable next-line all: the guard that entered this state made sure the form is valid.
          request: depositRequestOf(context) as DepositRequest,
          // Stryker disable next-line StringLiteral: equivalent, the submit that entered this state set the key.
          idempotencyKey: context.idempotencyKey ?? '',
        }),
        onDone: [
          {
            guard: 'showsDetail',
            target: 'placed',
            actions: [
              assign({ order: ({ event }) => event.output, idempotencyKey: null }),
              'announceMoneyEvent',
            ],
          },
          {
            target: 'editing',
            actions: [
              assign(emptyForm),
              { type: 'showPlaced', params: ({ event }) => ({ orderNo: event.output.orderNo }) },
              'announceMoneyEvent',
            ],
          },
        ],
        onError: [
          {
            guard: { type: 'isChannelGone', params: ({ event }) => ({ error: event.error }) },
            target: 'loading',
            actions: assign({
              notice: 'channel.unavailable',
              fieldErrors: {},
              formError: null,
              idempotencyKey: null,
            }),
          },
          {
            // The key stays: sending the same form again is the same submission (requirements C3.5).
            target: 'editing',
            actions: assign(({ context, event }) => {
              const channel = chosenChannel(context);
              // Stryker disable next-line all: a channel is always chosen while submitting.
              if (channel === null) return { formError: errorCodeOf(event.error) };
              return placeRefusal(errorCodeOf(event.error), event.error, channel);
            }),
          },
        ],
      },
    },
    placed: {
      description: "The order's detail (requirements C3.7): number, channel, amount, status.",
      initial: 'checkingDecision',
      on: { 'deposit.again': { target: 'editing', actions: assign(emptyForm) } },
      states: {
        checkingDecision: {
          description: 'The order was placed or read again: is it still pending?',
          always: [{ guard: 'hasDecidedOrder', target: 'decided' }, { target: 'awaitingDecision' }],
        },
        awaitingDecision: {
          description:
            'Pending: the operator has not decided yet; the order is read again every 5 s.',
          after: { orderRefresh: 'refreshing' },
        },
        refreshing: {
          description: 'The order is read again to see whether the operator decided it.',
          invoke: {
            id: 'readOrder',
            src: 'readOrder',
            // Stryker disable next-line OptionalChaining,StringLiteral: equivalent, placed always holds the order.
            input: ({ context }) => ({ orderNo: context.order?.orderNo ?? '' }),
            onDone: [
              {
                guard: { type: 'isDecided', params: ({ event }) => ({ order: event.output }) },
                target: 'decided',
                actions: [assign({ order: ({ event }) => event.output }), 'announceMoneyEvent'],
              },
              {
                target: 'awaitingDecision',
                actions: assign({ order: ({ event }) => event.output }),
              },
            ],
            // A failed read changes nothing: the next one comes after the same wait.
            onError: { target: 'awaitingDecision' },
          },
        },
        decided: {
          description:
            'Approved (the balance has risen by the amount) or rejected with the reason; no more reading.',
        },
      },
    },
  },
});
