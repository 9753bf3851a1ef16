import { assign, setup } from 'xstate';
import {
  initialContext, needsInvitationCheck, REGISTRATION_FIELDS, typed,
  type RegisterMethod, type RegistrationContext, type RegistrationInput, type RegistrationRequest, type ValidationRequest,
} from './account/registration-form.ts';
import { errorCodeOf, firstInvalid, hasErrors, mergeRevalidated, type FieldErrors, type SessionInfo } from './account/shared.ts';
import { notProvidedAction, notProvidedActor } from './not-provided.ts';

/**
 * Registration (spec 000 §2 "Registration", §3, §4 "Registration flow", §5, §6).
 *
 * Username and mobile tabs (both only when both are enabled; mobile first when enabled). Submit:
 * validate by the server's field rules (injected `validateRegistration`, per-field codes), focus the
 * first invalid field, require the terms box (checked by default), optionally verify the SMS code
 * with the phone-auth service, check a given invitation code when that field is enabled (invalid:
 * code on the field and focus), then register: the popup closes and a registered message shows.
 * A new password revalidates the confirmation; a language change revalidates shown errors after 200 ms.
 *
 * Pure chart: effects are provided by src/features/account/actors.
 */

export type { RegisterMethod, RegistrationContext, RegistrationInput, RegistrationRequest, ValidationRequest } from './account/registration-form.ts';

export type RegistrationEvent =
  | { type: 'field.changed'; field: string; value: string }
  | { type: 'tab.changed'; method: RegisterMethod }
  | { type: 'terms.toggled' }
  | { type: 'language.changed' }
  | { type: 'register.submit' };

export const LANGUAGE_DEBOUNCE_MS = 200;

const rejectField = (field: string, code: string) =>
  ({ context }: { context: RegistrationContext }) => ({ fieldErrors: { ...context.fieldErrors, [field]: code } });

export const registrationMachine = setup({
  types: { input: {} as RegistrationInput, context: {} as RegistrationContext, events: {} as RegistrationEvent },
  actors: {
    validateRegistration: notProvidedActor<FieldErrors, ValidationRequest>('validateRegistration'),
    verifySmsCode: notProvidedActor<string, { mobileNum: string; countryDialingCode: string; verificationCode: string }>('verifySmsCode'),
    checkInvitationCode: notProvidedActor<boolean, { code: string }>('checkInvitationCode'),
    submitRegistration: notProvidedActor<SessionInfo, RegistrationRequest>('submitRegistration'),
  },
  actions: {
    focusField: notProvidedAction<{ field: string }>('focusField'),
    storeSession: notProvidedAction<{ session: SessionInfo }>('storeSession'),
    closePopup: notProvidedAction('closePopup'),
    showRegisteredMessage: notProvidedAction('showRegisteredMessage'),
  },
  guards: {
    canSwitchMethod: ({ context }, params: { method: RegisterMethod }) =>
      context.usernameEnabled && context.mobileEnabled && params.method !== context.method,
    hasShownErrors: ({ context }) => hasErrors(context.fieldErrors),
    hasFieldErrors: (_, params: { errors: FieldErrors }) => hasErrors(params.errors ?? {}),
    isTermsUnchecked: ({ context }) => !context.termsAgreed,
    needsSmsVerification: ({ context }) => context.phoneAuthVerification,
    needsInvitationCheck: ({ context }) => needsInvitationCheck(context),
    isInvitationValid: (_, params: { valid: boolean }) => params.valid === true,
  },
  delays: { languageDebounce: LANGUAGE_DEBOUNCE_MS },
}).createMachine({
  id: 'registration',
  context: ({ input }) => initialContext(input),
  initial: 'editing',
  states: {
    editing: {
      initial: 'idle',
      on: {
        'field.changed': { actions: assign(({ context, event }) => typed(context, event.field, event.value)) },
        'tab.changed': {
          guard: { type: 'canSwitchMethod', params: ({ event }) => ({ method: event.method }) },
          // The other tab's errors do not apply; a pending revalidation of them is dropped too.
          target: '.idle',
          actions: assign(({ event }) => ({ method: event.method, fieldErrors: {}, errorCode: null })),
        },
        'terms.toggled': { actions: assign(({ context }) => ({ termsAgreed: !context.termsAgreed, errorCode: null })) },
        // Codes do not change with the language, but rule messages built from them do: re-run the rules.
        'language.changed': { guard: 'hasShownErrors', target: '.languagePending', reenter: true },
        'register.submit': { target: 'validating', actions: assign({ errorCode: null }) },
      },
      states: {
        idle: {},
        languagePending: { after: { languageDebounce: 'revalidating' } },
        revalidating: {
          invoke: {
            id: 'revalidateShown',
            src: 'validateRegistration',
            input: ({ context }) => ({ method: context.method, values: context.values, fields: Object.keys(context.fieldErrors) }),
            onDone: { target: 'idle', actions: assign({ fieldErrors: ({ context, event }) => mergeRevalidated(context.fieldErrors, event.output) }) },
            onError: 'idle',
          },
        },
      },
    },
    validating: {
      invoke: {
        id: 'validateRegistration',
        src: 'validateRegistration',
        input: ({ context }) => ({ method: context.method, values: context.values, fields: null }),
        onDone: [
          {
            guard: { type: 'hasFieldErrors', params: ({ event }) => ({ errors: event.output }) },
            target: 'editing',
            actions: [
              assign({ fieldErrors: ({ event }) => event.output }),
              { type: 'focusField', params: ({ event }) => ({ field: firstInvalid(event.output, REGISTRATION_FIELDS) ?? '' }) },
            ],
          },
          { guard: 'isTermsUnchecked', target: 'editing', actions: assign({ fieldErrors: {}, errorCode: 'terms.unchecked' }) },
          { guard: 'needsSmsVerification', target: 'verifyingSms', actions: assign({ fieldErrors: {} }) },
          { guard: 'needsInvitationCheck', target: 'checkingInvitation', actions: assign({ fieldErrors: {} }) },
          { target: 'submitting', actions: assign({ fieldErrors: {} }) },
        ],
        onError: { target: 'editing', actions: assign({ errorCode: ({ event }) => errorCodeOf(event.error) }) },
      },
    },
    verifyingSms: {
      invoke: {
        id: 'verifySmsCode',
        src: 'verifySmsCode',
        input: ({ context: { values: v } }) => ({
          mobileNum: v.mobileNum ?? '', countryDialingCode: v.countryDialingCode ?? '', verificationCode: v.verificationCode ?? '',
        }),
        onDone: [
          { guard: 'needsInvitationCheck', target: 'checkingInvitation', actions: assign({ firebaseIdToken: ({ event }) => event.output }) },
          { target: 'submitting', actions: assign({ firebaseIdToken: ({ event }) => event.output }) },
        ],
        onError: {
          target: 'editing',
          actions: [assign(rejectField('verificationCode', 'verification.code.invalid')), { type: 'focusField', params: { field: 'verificationCode' } }],
        },
      },
    },
    checkingInvitation: {
      invoke: {
        id: 'checkInvitationCode',
        src: 'checkInvitationCode',
        input: ({ context }) => ({ code: (context.values.affiliateCode ?? '').trim() }),
        onDone: [
          { guard: { type: 'isInvitationValid', params: ({ event }) => ({ valid: event.output }) }, target: 'submitting' },
          {
            target: 'editing',
            actions: [assign(rejectField('affiliateCode', 'affiliate.invalid')), { type: 'focusField', params: { field: 'affiliateCode' } }],
          },
        ],
        onError: { target: 'editing', actions: assign({ errorCode: ({ event }) => errorCodeOf(event.error) }) },
      },
    },
    submitting: {
      invoke: {
        id: 'submitRegistration',
        src: 'submitRegistration',
        input: ({ context }) => ({ method: context.method, values: context.values, firebaseIdToken: context.firebaseIdToken }),
        onDone: {
          target: 'registered',
          actions: [{ type: 'storeSession', params: ({ event }) => ({ session: event.output }) }, 'closePopup', 'showRegisteredMessage'],
        },
        onError: { target: 'editing', actions: assign({ errorCode: ({ event }) => errorCodeOf(event.error) }) },
      },
    },
    registered: { type: 'final' },
  },
});
