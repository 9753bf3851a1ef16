import { assign, setup } from 'xstate';
import type { PaymentPasswordRequest } from '../../shared/contract/calls/payment-password.ts';
import { errorCodeOf, hasErrors, withFieldError, type FieldErrors } from '../account/shared.ts';
import { notProvidedActor } from '../not-provided.ts';
import { refusedFields } from './cashier-refusal.ts';
import {
  EMPTY_PAYMENT_PASSWORD,
  PAYMENT_PASSWORD_FIELDS,
  paymentPasswordErrors,
  paymentPasswordRequest,
  type PaymentPasswordField,
  type PaymentPasswordValues,
} from './payment-password-form.ts';

/**
 * The payment password step of a first withdrawal (requirements C4.1): the player gives the login
 * password and a 6-digit payment password twice. Invoked by the withdraw chart; it ends in `saved`
 * (also when the server says one is already set: `payment.password.exists`, the player moves on).
 * A wrong login password (`user.or.token.invalid`) shows on that field and clears it; a mismatch on
 * the confirmation; `too.many.requests` and the rest as a message. Nothing else typed is lost.
 * Codes only; the view translates them.
 */

export interface PaymentPasswordContext {
  values: PaymentPasswordValues;
  fieldErrors: FieldErrors;
  /** A refusal that belongs to no field (`too.many.requests`, a network failure). */
  errorCode: string | null;
}

export type PaymentPasswordEvent =
  | { type: 'field.changed'; field: PaymentPasswordField; value: string }
  | { type: 'paymentPassword.submit' };

/** Where a server refusal shows: on a field (clearing a wrong login password) or as a message. */
export function paymentPasswordRefusal(
  error: unknown,
  values: PaymentPasswordValues,
): Pick<PaymentPasswordContext, 'values' | 'fieldErrors' | 'errorCode'> {
  const code = errorCodeOf(error);
  if (code === 'user.or.token.invalid')
    return {
      values: { ...values, loginPassword: '' },
      fieldErrors: { loginPassword: code },
      errorCode: null,
    };
  if (code === 'password.confirm.mismatch')
    return { values, fieldErrors: { confirmPaymentPassword: code }, errorCode: null };
  if (code === 'request_param_err') {
    const fields = refusedFields(error, PAYMENT_PASSWORD_FIELDS);
    if (hasErrors(fields)) return { values, fieldErrors: fields, errorCode: null };
  }
  return { values, fieldErrors: {}, errorCode: code };
}

export const paymentPasswordMachine = setup({
  types: {
    context: {} as PaymentPasswordContext,
    events: {} as PaymentPasswordEvent,
  },
  actors: {
    /** Sets the payment password (answers nothing); fails with the server's code. */
    setPaymentPassword: notProvidedActor<undefined, PaymentPasswordRequest>('setPaymentPassword'),
  },
  guards: {
    isFormValid: ({ context }) => !hasErrors(paymentPasswordErrors(context.values)),
    isAlreadySet: (_, params: { error: unknown }) =>
      errorCodeOf(params.error) === 'payment.password.exists',
  },
}).createMachine({
  // Stryker disable next-line StringLiteral: equivalent for behaviour, the id only names the chart (inspector, docs).
  id: 'paymentPassword',
  context: { values: EMPTY_PAYMENT_PASSWORD, fieldErrors: {}, errorCode: null },
  initial: 'filling',
  states: {
    filling: {
      description:
        'Step 1 of 2: the player types the login password and a 6-digit payment password twice; Save checks the three fields.',
      initial: 'editing',
      on: {
        'field.changed': {
          target: '.editing',
          actions: assign({
            values: ({ context, event }) => ({ ...context.values, [event.field]: event.value }),
            fieldErrors: ({ context, event }) =>
              withFieldError(context.fieldErrors, event.field, null),
            errorCode: null,
          }),
        },
        'paymentPassword.submit': [
          {
            guard: 'isFormValid',
            target: 'submitting',
            actions: assign({ fieldErrors: {}, errorCode: null }),
          },
          {
            target: '.editing',
            actions: assign({
              fieldErrors: ({ context }) => paymentPasswordErrors(context.values),
              errorCode: null,
            }),
          },
        ],
      },
      states: {
        editing: {
          description:
            'The form as typed; a field with a problem says it next to the field until it is typed in again.',
        },
        refused: {
          description:
            'The server refused: a wrong login password shows on its field (cleared), other reasons as a message; the rest of the form is kept.',
        },
      },
    },
    submitting: {
      description: 'The payment password is being saved; further taps send nothing.',
      tags: ['busy'],
      invoke: {
        id: 'setPaymentPassword',
        src: 'setPaymentPassword',
        input: ({ context }) => paymentPasswordRequest(context.values),
        onDone: { target: 'saved' },
        onError: [
          {
            guard: { type: 'isAlreadySet', params: ({ event }) => ({ error: event.error }) },
            target: 'saved',
          },
          {
            target: 'filling.refused',
            actions: assign(({ context, event }) =>
              paymentPasswordRefusal(event.error, context.values),
            ),
          },
        ],
      },
    },
    saved: {
      type: 'final',
      description: 'The payment password is set: the withdrawal goes on to the payout account.',
    },
  },
});
