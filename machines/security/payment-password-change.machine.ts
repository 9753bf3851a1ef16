import { assign, setup } from 'xstate';
import type { PaymentPasswordChangeRequest } from '../../shared/contract/calls/payment-password-change.ts';
import {
  confirmError,
  errorCodeOf,
  hasErrors,
  withFieldError,
  type FieldErrors,
} from '../account/shared.ts';
import { refusedFields } from '../cashier/cashier-refusal.ts';
import { pinDigits, pinError } from '../cashier/payment-password-form.ts';
import { notProvidedActor } from '../not-provided.ts';

/**
 * Changing the payment password in the security centre (requirements D4.3): the old payment
 * password and a new one twice, under the withdrawal's rules (C4.1: 6 digits, Bengali digits read
 * as digits; the form rules are the withdrawal's, machines/cashier/payment-password-form.ts). A wrong
 * old password (`payment.password.invalid`) shows on that field and clears it; `too.many.requests`
 * and the rest as a message. Setting it the first time is the withdrawal's chart
 * (machines/cashier/payment-password.machine.ts), which the security centre runs too.
 */

export const CHANGE_FIELDS = [
  'oldPaymentPassword',
  'paymentPassword',
  'confirmPaymentPassword',
] as const;
export type ChangeField = (typeof CHANGE_FIELDS)[number];
export type ChangeValues = Record<ChangeField, string>;

export interface PaymentPasswordChangeContext {
  values: ChangeValues;
  fieldErrors: FieldErrors;
  errorCode: string | null;
}

export type PaymentPasswordChangeEvent =
  { type: 'field.changed'; field: ChangeField; value: string } | { type: 'paymentPassword.submit' };

export function changeErrors(values: ChangeValues): FieldErrors {
  const errors: Record<string, string> = {};
  const old = pinError(values.oldPaymentPassword);
  if (old) errors['oldPaymentPassword'] = old;
  const pin = pinError(values.paymentPassword);
  if (pin) errors['paymentPassword'] = pin;
  const confirm = confirmError(
    pinDigits(values.paymentPassword),
    pinDigits(values.confirmPaymentPassword),
  );
  if (confirm) errors['confirmPaymentPassword'] = confirm;
  return errors;
}

export function changeRequest(values: ChangeValues): PaymentPasswordChangeRequest {
  return {
    oldPaymentPassword: pinDigits(values.oldPaymentPassword),
    paymentPassword: pinDigits(values.paymentPassword),
    confirmPaymentPassword: pinDigits(values.confirmPaymentPassword),
  };
}

/** Where a server refusal shows: on a field (clearing a wrong old password) or as a message. */
export function changeRefusal(error: unknown, values: ChangeValues): PaymentPasswordChangeContext {
  const code = errorCodeOf(error);
  if (code === 'payment.password.invalid')
    return {
      values: { ...values, oldPaymentPassword: '' },
      fieldErrors: { oldPaymentPassword: code },
      errorCode: null,
    };
  if (code === 'password.confirm.mismatch')
    return { values, fieldErrors: { confirmPaymentPassword: code }, errorCode: null };
  if (code === 'request_param_err') {
    const fields = refusedFields(error, CHANGE_FIELDS);
    if (hasErrors(fields)) return { values, fieldErrors: fields, errorCode: null };
  }
  return { values, fieldErrors: {}, errorCode: code };
}

const EMPTY: ChangeValues = {
  oldPaymentPassword: '',
  paymentPassword: '',
  confirmPaymentPassword: '',
};

export const paymentPasswordChangeMachine = setup({
  types: {
    context: {} as PaymentPasswordChangeContext,
    events: {} as PaymentPasswordChangeEvent,
  },
  actors: {
    /** Changes the payment password (answers nothing); fails with the server's code. */
    changePaymentPassword: notProvidedActor<undefined, PaymentPasswordChangeRequest>(
      'changePaymentPassword',
    ),
  },
  guards: {
    isFormValid: ({ context }) => !hasErrors(changeErrors(context.values)),
  },
}).createMachine({
  // Stryker disable next-line StringLiteral: equivalent for behaviour, the id only names the chart (inspector, docs).
  id: 'paymentPasswordChange',
  context: { values: EMPTY, fieldErrors: {}, errorCode: null },
  initial: 'filling',
  states: {
    filling: {
      description:
        'The player types the old payment password and a new 6-digit one twice; Save checks the three fields.',
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
              fieldErrors: ({ context }) => changeErrors(context.values),
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
            'The server refused: a wrong old password shows on its field (cleared), other reasons as a message; the rest of the form is kept.',
        },
      },
    },
    submitting: {
      description: 'The new payment password is being saved; further taps send nothing.',
      tags: ['busy'],
      invoke: {
        id: 'changePaymentPassword',
        src: 'changePaymentPassword',
        input: ({ context }) => changeRequest(context.values),
        onDone: { target: 'changed' },
        onError: {
          target: 'filling.refused',
          actions: assign(({ context, event }) => changeRefusal(event.error, context.values)),
        },
      },
    },
    changed: {
      type: 'final',
      description: 'The payment password is changed; the next withdrawal asks for the new one.',
    },
  },
});
