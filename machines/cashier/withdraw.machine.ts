import { assign, setup } from 'xstate';
import type { WithdrawOrder, WithdrawRequest } from '../../shared/contract/calls/withdraw-order.ts';
import type { PayoutAccount, WithdrawSetup } from '../../shared/contract/calls/withdraw-setup.ts';
import { errorCodeOf, hasErrors, withFieldError, type FieldErrors } from '../account/shared.ts';
import { notProvidedAction, notProvidedActor } from '../not-provided.ts';
import { isUnanswered, refusalValue, refusedFields } from './cashier-refusal.ts';
import { paymentPasswordMachine } from './payment-password.machine.ts';
import { payoutAccountMachine } from './payout-account.machine.ts';
import {
  allAmount,
  canAddAccount,
  channelOf,
  withAccount,
  withdrawErrors,
  withdrawRequest,
  type WithdrawValues,
} from './withdraw-form.ts';

/**
 * Withdrawal `/m/withdraw` (requirements C4, C7.1).
 *
 * The setup is read first (a skeleton; a failure offers a retry). Then the chart decides: without a
 * payment password the player sets one (the paymentPassword chart, step 1 of 2), without a payout
 * account they add one (the payoutAccount chart, step 2 of 2), else the withdrawal form: an
 * account, the amount (within its channel's limits and at most the withdrawable balance; "All"
 * fills the smaller of the two) and the payment password. Submit sends one order with an
 * idempotency key made at submit: a retry after a network failure sends the same key, any edit
 * drops it so the next submit makes a new one (requirements C3.5, docs/api.md "Cashier"). Placed,
 * the order shows with a refresh; placing it and a decision seen on refresh are money events
 * (requirements C7.1). Codes only; the view translates them.
 */

export interface WithdrawInput {
  /** Makes an idempotency key (the site: a random one; tests: a known one). */
  newKey: () => string;
}

export interface WithdrawContext extends WithdrawInput, WithdrawValues {
  setup: WithdrawSetup | null;
  /** Field problems: `accountId`, `amount`, `paymentPassword`. */
  fieldErrors: FieldErrors;
  /** The number an amount refusal names: the withdrawable, the channel's min or max. */
  amountLimit: string | null;
  /** A problem that belongs to no field (the load, `too.many.requests`, a network failure). */
  errorCode: string | null;
  /** The key of the submission in flight or to repeat; null until Submit, and again after an edit. */
  idempotencyKey: string | null;
  order: WithdrawOrder | null;
}

export type WithdrawEvent =
  | { type: 'setup.retry' }
  | { type: 'account.chosen'; accountId: number }
  | { type: 'amount.changed'; value: string }
  | { type: 'amount.all' }
  | { type: 'paymentPassword.changed'; value: string }
  | { type: 'account.add' }
  | { type: 'account.addCancelled' }
  | { type: 'withdraw.submit' }
  | { type: 'order.refresh' }
  | { type: 'withdraw.again' };

export interface PlaceWithdrawInput {
  request: WithdrawRequest;
  idempotencyKey: string;
}

const FORM_FIELDS = ['accountId', 'amount', 'paymentPassword'] as const;

/** What a refused withdrawal changes in the form: the field it concerns, and only that field. */
export function withdrawRefusal(
  error: unknown,
  context: WithdrawContext,
): Pick<
  WithdrawContext,
  'fieldErrors' | 'amountLimit' | 'errorCode' | 'paymentPassword' | 'idempotencyKey'
> {
  const code = errorCodeOf(error);
  // No answer arrived: the same submission may be repeated with the same key.
  const kept = {
    paymentPassword: context.paymentPassword,
    idempotencyKey: isUnanswered(code) ? context.idempotencyKey : null,
  };
  switch (code) {
    case 'payment.password.invalid':
      return {
        ...kept,
        paymentPassword: '',
        fieldErrors: { paymentPassword: code },
        amountLimit: null,
        errorCode: null,
      };
    case 'withdraw.balance.insufficient':
      return {
        ...kept,
        fieldErrors: { amount: code },
        amountLimit: refusalValue(error, 'withdrawable'),
        errorCode: null,
      };
    case 'amount.below.minimum':
    case 'amount.above.maximum':
      return {
        ...kept,
        fieldErrors: { amount: code },
        amountLimit: refusalValue(error, code === 'amount.below.minimum' ? 'min' : 'max'),
        errorCode: null,
      };
    case 'not.found':
      return { ...kept, fieldErrors: { accountId: code }, amountLimit: null, errorCode: null };
    case 'request_param_err': {
      const fields = refusedFields(error, FORM_FIELDS);
      if (hasErrors(fields))
        return { ...kept, fieldErrors: fields, amountLimit: null, errorCode: null };
    }
  }
  return { ...kept, fieldErrors: {}, amountLimit: null, errorCode: code };
}

/** An edit keeps the value, clears that field's problem and the message, and drops the key. */
function edited(field: string) {
  return {
    fieldErrors: ({ context }: { context: WithdrawContext }) =>
      withFieldError(context.fieldErrors, field, null),
    amountLimit: ({ context }: { context: WithdrawContext }) =>
      field === 'amount' ? null : context.amountLimit,
    errorCode: null,
    idempotencyKey: null,
  };
}

const freshForm = {
  amount: '',
  paymentPassword: '',
  fieldErrors: {},
  amountLimit: null,
  errorCode: null,
  idempotencyKey: null,
};

export const withdrawMachine = setup({
  types: {
    input: {} as WithdrawInput,
    context: {} as WithdrawContext,
    events: {} as WithdrawEvent,
    children: {} as { passwordStep: 'paymentPasswordStep'; accountStep: 'payoutAccountStep' },
  },
  actors: {
    /** The setup: payment password set, accounts, channels, balance and withdrawable. */
    loadSetup: notProvidedActor<WithdrawSetup>('loadSetup'),
    /** Places the order with its Idempotency-Key; answers it pending. */
    placeWithdraw: notProvidedActor<WithdrawOrder, PlaceWithdrawInput>('placeWithdraw'),
    /** Reads the order again, to see a decision. */
    fetchOrder: notProvidedActor<WithdrawOrder, { orderNo: string }>('fetchOrder'),
    paymentPasswordStep: paymentPasswordMachine,
    payoutAccountStep: payoutAccountMachine,
  },
  actions: {
    /** The header balance, the profile and the side menu read again (requirements C7.1). */
    announceMoneyEvent: notProvidedAction('announceMoneyEvent'),
  },
  guards: {
    // Stryker disable next-line OptionalChaining: equivalent, used in deciding only, which is entered with the setup read.
    needsPaymentPassword: ({ context }) => context.setup?.hasPaymentPassword !== true,
    // Stryker disable next-line OptionalChaining: equivalent, for the same reason.
    needsAccount: ({ context }) => (context.setup?.accounts.length ?? 0) === 0,
    canAddAccount: ({ context }) => canAddAccount(context.setup),
    hasChannel: ({ context }) => channelOf(context.setup, context.accountId) !== null,
    isFormValid: ({ context }) => !hasErrors(withdrawErrors(context.setup, context)),
    isPasswordMissing: (_, params: { error: unknown }) =>
      errorCodeOf(params.error) === 'payment.password.required',
    isBalanceShort: (_, params: { error: unknown }) =>
      ['withdraw.balance.insufficient', 'not.found'].includes(errorCodeOf(params.error)),
    isDecisionNew: ({ context }, params: { order: WithdrawOrder }) =>
      // Stryker disable next-line OptionalChaining: equivalent, used in refreshingOrder only, which always holds the order.
      context.order?.status !== params.order.status,
  },
}).createMachine({
  // Stryker disable next-line StringLiteral: equivalent for behaviour, the id only names the chart (inspector, docs).
  id: 'withdraw',
  context: ({ input }) => ({
    newKey: input.newKey,
    setup: null,
    accountId: null,
    ...freshForm,
    order: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      description:
        'The setup is being read (a skeleton shows): whether a payment password is set, the payout accounts, the channels and the withdrawable balance.',
      tags: ['busy'],
      invoke: {
        id: 'loadSetup',
        src: 'loadSetup',
        onDone: {
          target: 'deciding',
          actions: assign({
            setup: ({ event }) => event.output,
            accountId: ({ context, event }) =>
              event.output.accounts.some((a) => a.id === context.accountId)
                ? context.accountId
                : (event.output.accounts[0]?.id ?? null),
          }),
        },
        onError: {
          target: 'loadFailed',
          actions: assign({ errorCode: ({ event }) => errorCodeOf(event.error) }),
        },
      },
    },
    loadFailed: {
      description: 'The setup could not be read: the reason shows with a Retry button.',
      on: { 'setup.retry': { target: 'loading', actions: assign({ errorCode: null }) } },
    },
    deciding: {
      description:
        'What the setup says decides the step: no payment password → set it; no payout account → add one; else the withdrawal form.',
      always: [
        { guard: 'needsPaymentPassword', target: 'settingPassword' },
        { guard: 'needsAccount', target: 'addingFirstAccount' },
        { target: 'editing' },
      ],
    },
    settingPassword: {
      description:
        'Step 1 of 2: the player sets a 6-digit payment password with the login password.',
      invoke: {
        id: 'passwordStep',
        src: 'paymentPasswordStep',
        onDone: {
          target: 'deciding',
          actions: assign({
            setup: ({ context }) => context.setup && { ...context.setup, hasPaymentPassword: true },
          }),
        },
      },
    },
    addingFirstAccount: {
      description: 'Step 2 of 2: the player adds the payout account the money goes to.',
      invoke: {
        id: 'accountStep',
        src: 'payoutAccountStep',
        // Stryker disable next-line OptionalChaining,ArrayDeclaration: equivalent, the step is entered from deciding, with the setup read.
        input: ({ context }) => ({ channels: context.setup?.channels ?? [] }),
        onDone: {
          target: 'deciding',
          actions: assign({
            setup: ({ context, event }) => withAccount(context.setup, event.output),
            accountId: ({ event }) => event.output.id,
          }),
        },
      },
    },
    editing: {
      description:
        'The withdrawal form: the account (masked), the amount with an All button, the payment password; Submit checks them all.',
      on: {
        'account.chosen': {
          actions: assign({ accountId: ({ event }) => event.accountId, ...edited('accountId') }),
        },
        'amount.changed': {
          actions: assign({ amount: ({ event }) => event.value, ...edited('amount') }),
        },
        'amount.all': {
          guard: 'hasChannel',
          actions: assign({
            amount: ({ context }) =>
              allAmount(
                channelOf(context.setup, context.accountId)!,
                // Stryker disable next-line StringLiteral,OptionalChaining: equivalent, the guard hasChannel found a channel, so the setup is read.
                context.setup?.withdrawable ?? '0',
              ),
            ...edited('amount'),
          }),
        },
        'paymentPassword.changed': {
          actions: assign({
            paymentPassword: ({ event }) => event.value,
            ...edited('paymentPassword'),
          }),
        },
        'account.add': { guard: 'canAddAccount', target: 'addingAccount' },
        'withdraw.submit': [
          {
            guard: 'isFormValid',
            target: 'submitting',
            actions: assign({
              fieldErrors: {},
              amountLimit: null,
              errorCode: null,
              // Made at submit; kept only to repeat this same submission (requirements C3.5).
              idempotencyKey: ({ context }) => context.idempotencyKey ?? context.newKey(),
            }),
          },
          {
            actions: assign({
              fieldErrors: ({ context }) => withdrawErrors(context.setup, context),
              amountLimit: null,
              errorCode: null,
            }),
          },
        ],
      },
    },
    addingAccount: {
      description:
        'Another payout account is being added (up to the limit); Cancel goes back to the form as it was.',
      invoke: {
        id: 'accountStep',
        src: 'payoutAccountStep',
        // Stryker disable next-line OptionalChaining,ArrayDeclaration: equivalent, the form is shown only with the setup read.
        input: ({ context }) => ({ channels: context.setup?.channels ?? [] }),
        onDone: {
          target: 'editing',
          actions: assign({
            setup: ({ context, event }) => withAccount(context.setup, event.output),
            accountId: ({ event }) => event.output.id,
            fieldErrors: ({ context }) => withFieldError(context.fieldErrors, 'accountId', null),
            idempotencyKey: null,
          }),
        },
      },
      on: { 'account.addCancelled': { target: 'editing' } },
    },
    submitting: {
      description: 'The withdrawal is being placed with its key; further taps send nothing.',
      tags: ['busy'],
      invoke: {
        id: 'placeWithdraw',
        src: 'placeWithdraw',
        input: ({ context }) => ({
          request: withdrawRequest(context, channelOf(context.setup, context.accountId)!),
          // Stryker disable next-line StringLiteral: equivalent, the submit that entered this state set the key.
          idempotencyKey: context.idempotencyKey ?? '',
        }),
        onDone: {
          target: 'placed',
          actions: [
            assign({
              order: ({ event }) => event.output,
              paymentPassword: '',
              idempotencyKey: null,
            }),
            'announceMoneyEvent',
          ],
        },
        onError: [
          {
            guard: { type: 'isPasswordMissing', params: ({ event }) => ({ error: event.error }) },
            target: 'deciding',
            actions: assign({
              setup: ({ context }) =>
                context.setup && { ...context.setup, hasPaymentPassword: false },
              idempotencyKey: null,
            }),
          },
          {
            guard: { type: 'isBalanceShort', params: ({ event }) => ({ error: event.error }) },
            target: 'refreshingSetup',
            actions: assign(({ context, event }) => withdrawRefusal(event.error, context)),
          },
          {
            target: 'editing',
            actions: assign(({ context, event }) => withdrawRefusal(event.error, context)),
          },
        ],
      },
    },
    refreshingSetup: {
      description:
        'Refused for the balance or the account: the setup is read again (the new withdrawable shows); what was typed stays.',
      tags: ['busy'],
      invoke: {
        id: 'loadSetup',
        src: 'loadSetup',
        onDone: {
          target: 'editing',
          actions: assign({
            setup: ({ event }) => event.output,
            accountId: ({ context, event }) =>
              event.output.accounts.some((a) => a.id === context.accountId)
                ? context.accountId
                : (event.output.accounts[0]?.id ?? null),
          }),
        },
        onError: { target: 'editing' },
      },
    },
    placed: {
      description:
        'The order shows: its number with a copy button, amount, account, holder, status, times, and the reason when rejected; Refresh reads it again.',
      on: {
        'order.refresh': { target: 'refreshingOrder', actions: assign({ errorCode: null }) },
        'withdraw.again': {
          target: 'loading',
          actions: assign({ ...freshForm, order: null }),
        },
      },
    },
    refreshingOrder: {
      description: 'The order is being read again, to show whether it was approved or rejected.',
      tags: ['busy'],
      invoke: {
        id: 'fetchOrder',
        src: 'fetchOrder',
        // Stryker disable next-line OptionalChaining,StringLiteral: equivalent, an order is always held after it was placed.
        input: ({ context }) => ({ orderNo: context.order?.orderNo ?? '' }),
        onDone: [
          {
            guard: { type: 'isDecisionNew', params: ({ event }) => ({ order: event.output }) },
            target: 'placed',
            actions: [assign({ order: ({ event }) => event.output }), 'announceMoneyEvent'],
          },
          { target: 'placed', actions: assign({ order: ({ event }) => event.output }) },
        ],
        onError: {
          target: 'placed',
          actions: assign({ errorCode: ({ event }) => errorCodeOf(event.error) }),
        },
      },
    },
  },
});

export type { PayoutAccount };
