import { assign, sendTo, setup } from 'xstate';
import type { MaskedContact } from '../../shared/contract/calls/security-overview.ts';
import { withFieldError, type FieldErrors } from '../account/shared.ts';
import { notProvidedActor } from '../not-provided.ts';
import { smsButton, smsCountdownMachine } from '../sms-countdown.machine.ts';
import { codeError, codeRefusal, digitsOf, mobileError } from './binding-form.ts';

/**
 * Verifying or changing the mobile number in the security centre (requirements D4.1). The player
 * leaves the number empty to verify the current one (when they have one) or types a new one; "Get
 * code" texts a code through the SMS countdown chart (requirements A4.7: invoked as `sms`, 60 s,
 * a tick of 500 ms), whose send actor reports a refusal back as `mobile.codeRefused` (a number
 * another member has, `mobile.taken`, shows on the number). The right code saves the number as
 * verified; a wrong or expired one shows on the code field and clears it. Nothing else typed is
 * lost. Codes only; the view translates them.
 */

export const MOBILE_FIELDS = ['mobileNum', 'verificationCode'] as const;
export type MobileField = (typeof MOBILE_FIELDS)[number];

export interface MobileBindingInput {
  /** The member has a number: an empty field verifies it. */
  hasNumber: boolean;
}

export interface MobileBindingContext extends MobileBindingInput {
  values: Record<MobileField, string>;
  fieldErrors: FieldErrors;
  /** A refusal that belongs to no field (`too.many.requests`, a network failure). */
  errorCode: string | null;
  /** The verified number, masked, once saved. */
  saved: MaskedContact | null;
}

export interface MobileVerifyInput {
  mobileNum: string;
  verificationCode: string;
}

export type MobileBindingEvent =
  | { type: 'field.changed'; field: MobileField; value: string }
  | { type: 'mobile.codeRequested' }
  | { type: 'mobile.codeRefused'; error: unknown }
  | { type: 'mobile.submit' };

export function mobileFormErrors(context: MobileBindingContext): FieldErrors {
  const errors: Record<string, string> = {};
  const mobile = mobileError(context.values.mobileNum, context.hasNumber);
  if (mobile) errors['mobileNum'] = mobile;
  const code = codeError(context.values.verificationCode);
  if (code) errors['verificationCode'] = code;
  return errors;
}

export function mobileVerifyInput(context: MobileBindingContext): MobileVerifyInput {
  return {
    mobileNum: digitsOf(context.values.mobileNum),
    verificationCode: digitsOf(context.values.verificationCode),
  };
}

export const mobileBindingMachine = setup({
  types: {
    input: {} as MobileBindingInput,
    context: {} as MobileBindingContext,
    events: {} as MobileBindingEvent,
    children: {} as { sms: 'smsCountdown' },
  },
  actors: {
    smsCountdown: smsCountdownMachine,
    /** Checks the code and saves the number; answers it masked, fails with the server's code. */
    verifyMobile: notProvidedActor<MaskedContact, MobileVerifyInput>('verifyMobile'),
  },
  actions: {
    refuse: assign(({ context }, params: { error: unknown }) => {
      const refusal = codeRefusal(params.error, 'mobileNum');
      return {
        fieldErrors: refusal.fieldErrors,
        errorCode: refusal.errorCode,
        values: refusal.clearCode ? { ...context.values, verificationCode: '' } : context.values,
      };
    }),
  },
  guards: {
    isNumberUsable: ({ context }) =>
      mobileError(context.values.mobileNum, context.hasNumber) === null,
    isFormValid: ({ context }) => Object.keys(mobileFormErrors(context)).length === 0,
  },
}).createMachine({
  // Stryker disable next-line StringLiteral: equivalent for behaviour, the id only names the chart (inspector, docs).
  id: 'mobileBinding',
  context: ({ input }) => ({
    ...input,
    values: { mobileNum: '', verificationCode: '' },
    fieldErrors: {},
    errorCode: null,
    saved: null,
  }),
  invoke: { id: 'sms', src: 'smsCountdown', input: { purpose: 'bindMobile' } },
  initial: 'filling',
  states: {
    filling: {
      description:
        'The player types a new number (or leaves it empty to verify the current one), asks for a code and types it.',
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
        'mobile.codeRequested': [
          {
            guard: 'isNumberUsable',
            target: '.editing',
            actions: [
              assign({
                fieldErrors: ({ context }) =>
                  withFieldError(context.fieldErrors, 'mobileNum', null),
                errorCode: null,
              }),
              sendTo(smsButton, ({ context }) => ({
                type: 'sms.send' as const,
                mobileNum: digitsOf(context.values.mobileNum),
                countryDialingCode: '',
              })),
            ],
          },
          {
            target: '.editing',
            actions: assign({
              fieldErrors: ({ context }) =>
                withFieldError(
                  context.fieldErrors,
                  'mobileNum',
                  mobileError(context.values.mobileNum, context.hasNumber),
                ),
              errorCode: null,
            }),
          },
        ],
        'mobile.codeRefused': {
          target: '.refused',
          actions: { type: 'refuse', params: ({ event }) => ({ error: event.error }) },
        },
        'mobile.submit': [
          {
            guard: 'isFormValid',
            target: 'verifying',
            actions: assign({ fieldErrors: {}, errorCode: null }),
          },
          {
            target: '.editing',
            actions: assign({
              fieldErrors: ({ context }) => mobileFormErrors(context),
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
            'The server refused: a number another member has shows on the number, a wrong or expired code on the code (cleared), other reasons as a message.',
        },
      },
    },
    verifying: {
      description: 'The code is being checked; further taps send nothing.',
      tags: ['busy'],
      invoke: {
        id: 'verifyMobile',
        src: 'verifyMobile',
        input: ({ context }) => mobileVerifyInput(context),
        onDone: {
          target: 'verified',
          actions: assign({ saved: ({ event }) => event.output }),
        },
        onError: {
          target: 'filling.refused',
          actions: { type: 'refuse', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    verified: {
      type: 'final',
      description: 'The number is saved and marked verified; the hub shows it.',
    },
  },
});
