import { assign, raise, sendTo, setup } from 'xstate';
import {
  initialContext,
  invitationCodeOf,
  needsInvitationCheck,
  needsUsernameCheck,
  REGISTRATION_FORM_ORDER,
  revalidated,
  smsNumberError,
  typed,
  usernameOf,
  USERNAME_TAKEN,
  type RegisterMethod,
  type RegistrationContext,
  type RegistrationInput,
  type RegistrationOutput,
  type RegistrationRequest,
  type ValidationRequest,
} from './account/registration-form.ts';
import {
  errorCodeOf,
  firstInvalid,
  hasErrors,
  withFieldError,
  type FieldErrors,
  type SessionInfo,
} from './account/shared.ts';
import { notProvidedAction, notProvidedActor } from './not-provided.ts';
import { smsButton, smsCountdownMachine } from './sms-countdown.machine.ts';

/**
 * Registration: the form and, beside it, its captcha picture.
 *
 * Username and mobile tabs (both only when both are enabled; mobile first when enabled). Submit:
 * validate by the server's field rules (injected `validateRegistration`, per-field codes), ask the
 * server whether a user name is still free (username tab), focus the first invalid field, require
 * the terms box (checked by default), optionally verify the SMS code with the phone-auth service,
 * check a given invitation code when that field is enabled (invalid: code on the field and focus),
 * then register: the popup closes and a registered message shows. A new password revalidates the
 * confirmation; a language change revalidates shown errors after 200 ms. The captcha picture loads
 * when the form opens, on request, and again after a refused registration (each picture is one
 * challenge on the server, used up by an attempt).
 *
 * The SMS code button is the sms-countdown chart, invoked as `sms` while the form is open. "Get code"
 * (`sms.requested`) checks the mobile number alone by its rule (a code needs a number even where the
 * field is optional); the form owns that error (`fieldErrors.mobileNum`) and sends only a valid number
 * to the button's chart. The view reads the tag `smsChecking` meanwhile.
 *
 * Pure chart: effects are provided by src/features/account/actors.
 */

export type {
  RegisterMethod,
  RegistrationContext,
  RegistrationInput,
  RegistrationOutput,
  RegistrationRequest,
  ValidationRequest,
} from './account/registration-form.ts';

export type RegistrationEvent =
  | { type: 'field.changed'; field: string; value: string }
  | { type: 'tab.changed'; method: RegisterMethod }
  | { type: 'terms.toggled' }
  | { type: 'language.changed' }
  | { type: 'captcha.refresh' }
  | { type: 'register.submit' }
  | { type: 'sms.requested' };

export const LANGUAGE_DEBOUNCE_MS = 200;

const rejectField =
  (field: string, code: string) =>
  ({ context }: { context: RegistrationContext }) => ({
    fieldErrors: { ...context.fieldErrors, [field]: code },
  });

export const registrationMachine = setup({
  types: {
    input: {} as RegistrationInput,
    context: {} as RegistrationContext,
    events: {} as RegistrationEvent,
    output: {} as RegistrationOutput,
    children: {} as { sms: 'smsCountdown' },
  },
  actors: {
    fetchCaptcha: notProvidedActor<string, void>('fetchCaptcha'),
    validateRegistration: notProvidedActor<FieldErrors, ValidationRequest>('validateRegistration'),
    checkUsername: notProvidedActor<boolean, { username: string }>('checkUsername'),
    verifySmsCode: notProvidedActor<
      string,
      { mobileNum: string; countryDialingCode: string; verificationCode: string }
    >('verifySmsCode'),
    checkInvitationCode: notProvidedActor<boolean, { code: string }>('checkInvitationCode'),
    submitRegistration: notProvidedActor<SessionInfo, RegistrationRequest>('submitRegistration'),
    /** The SMS code button's chart; the site provides it with its send call and toasts. */
    smsCountdown: smsCountdownMachine,
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
    needsUsernameCheck: ({ context }, params: { errors: FieldErrors }) =>
      needsUsernameCheck(context, params.errors),
    isUsernameTaken: (_, params: { available: boolean }) => params.available === false,
    isTermsUnchecked: ({ context }) => !context.termsAgreed,
    needsSmsVerification: ({ context }) => context.phoneAuthVerification,
    needsInvitationCheck: ({ context }) => needsInvitationCheck(context),
    isInvitationValid: (_, params: { valid: boolean }) => params.valid === true,
    isCaptchaEnabled: ({ context }) => context.captchaEnabled,
    isNumberRefused: (_, params: { error: string | null }) => params.error !== null,
  },
  delays: { languageDebounce: LANGUAGE_DEBOUNCE_MS },
}).createMachine({
  id: 'registration',
  context: ({ input }) => initialContext(input),
  // The registered member's account name, for the owner of the form.
  // Stryker disable next-line StringLiteral: the chart ends only through registering, which sets registeredAs
  output: ({ context }) => ({ userName: context.registeredAs ?? '' }),
  initial: 'open',
  states: {
    open: {
      description:
        'The registration form is open: the player fills it in while the captcha picture, when the form has one, loads beside it.',
      type: 'parallel',
      // The SMS code button's countdown runs for as long as the form is open, across tab switches.
      invoke: { id: 'sms', src: 'smsCountdown', input: { purpose: 'register' } },
      states: {
        form: {
          description:
            'The form: typing, switching tabs, and the steps of one registration attempt.',
          initial: 'editing',
          states: {
            editing: {
              description:
                'The player fills in the form; errors of the last attempt show next to their fields or above the button.',
              initial: 'idle',
              on: {
                'field.changed': {
                  actions: assign(({ context, event }) => typed(context, event.field, event.value)),
                },
                'tab.changed': {
                  guard: {
                    type: 'canSwitchMethod',
                    params: ({ event }) => ({ method: event.method }),
                  },
                  // The other tab's errors do not apply; a pending revalidation of them is dropped too.
                  target: '.idle',
                  actions: assign(({ event }) => ({
                    method: event.method,
                    fieldErrors: {},
                    errorCode: null,
                  })),
                },
                'terms.toggled': {
                  actions: assign(({ context }) => ({
                    termsAgreed: !context.termsAgreed,
                    errorCode: null,
                  })),
                },
                // Codes do not change with the language, but rule messages built from them do: re-run the rules.
                // A change while one is pending starts the wait again (the pending state is left and entered anew).
                'language.changed': { guard: 'hasShownErrors', target: '.languagePending' },
                'register.submit': { target: 'validating', actions: assign({ errorCode: null }) },
                'sms.requested': { target: '.checkingMobile' },
              },
              states: {
                idle: { description: 'Nothing is pending: the form waits for the player.' },
                languagePending: {
                  description:
                    'The language just changed while errors show: their messages are checked again 200 ms after the last change.',
                  after: { languageDebounce: 'revalidating' },
                },
                revalidating: {
                  description:
                    'The fields whose errors show are checked again by the rules in the new language; a taken user name stays taken.',
                  invoke: {
                    id: 'revalidateShown',
                    src: 'validateRegistration',
                    input: ({ context }) => ({
                      method: context.method,
                      values: context.values,
                      fields: Object.keys(context.fieldErrors),
                    }),
                    onDone: {
                      target: 'idle',
                      actions: assign({
                        fieldErrors: ({ context, event }) =>
                          revalidated(context.fieldErrors, event.output),
                      }),
                    },
                    onError: 'idle',
                  },
                },
                checkingMobile: {
                  description:
                    '"Get code" was pressed: only the mobile number is checked by its rule (and must be given). An invalid number shows its error on the field and nothing is sent; a valid one is sent to the SMS code button, which sends the code and counts down.',
                  tags: ['smsChecking'],
                  invoke: {
                    id: 'checkMobile',
                    src: 'validateRegistration',
                    input: ({ context }) => ({
                      method: context.method,
                      values: context.values,
                      fields: ['mobileNum'],
                    }),
                    onDone: [
                      {
                        guard: {
                          type: 'isNumberRefused',
                          params: ({ context, event }) => ({
                            error: smsNumberError(context, event.output),
                          }),
                        },
                        target: 'idle',
                        actions: assign({
                          fieldErrors: ({ context, event }) =>
                            withFieldError(
                              context.fieldErrors,
                              'mobileNum',
                              smsNumberError(context, event.output),
                            ),
                        }),
                      },
                      {
                        target: 'idle',
                        actions: [
                          assign({
                            fieldErrors: ({ context }) =>
                              withFieldError(context.fieldErrors, 'mobileNum', null),
                          }),
                          sendTo(smsButton, ({ context }) => ({
                            type: 'sms.send' as const,
                            // Stryker disable next-line StringLiteral: a number passed its check only when it is given
                            mobileNum: context.values.mobileNum ?? '',
                            // Stryker disable next-line StringLiteral: the values always hold countryDialingCode (set from the input when the chart starts)
                            countryDialingCode: context.values.countryDialingCode ?? '',
                          })),
                        ],
                      },
                    ],
                    // The rules could not be run: the number shows the failure's code and nothing is sent.
                    onError: {
                      target: 'idle',
                      actions: assign({
                        fieldErrors: ({ context, event }) =>
                          withFieldError(
                            context.fieldErrors,
                            'mobileNum',
                            errorCodeOf(event.error),
                          ),
                      }),
                    },
                  },
                },
              },
            },
            validating: {
              description:
                "Register was pressed: every field of the tab is checked by the server's field rules.",
              tags: ['busy'],
              invoke: {
                id: 'validateRegistration',
                src: 'validateRegistration',
                input: ({ context }) => ({
                  method: context.method,
                  values: context.values,
                  fields: null,
                }),
                onDone: [
                  {
                    guard: {
                      type: 'needsUsernameCheck',
                      params: ({ event }) => ({ errors: event.output }),
                    },
                    target: 'checkingUsername',
                    actions: assign({ fieldErrors: ({ event }) => event.output }),
                  },
                  {
                    target: 'reviewing',
                    actions: assign({ fieldErrors: ({ event }) => event.output }),
                  },
                ],
                onError: {
                  target: 'editing',
                  actions: assign({ errorCode: ({ event }) => errorCodeOf(event.error) }),
                },
              },
            },
            checkingUsername: {
              description:
                'The server is asked whether the user name is still free, before anything is sent; a failed look-up does not block (the server checks again on registering).',
              tags: ['busy'],
              invoke: {
                id: 'checkUsername',
                src: 'checkUsername',
                input: ({ context }) => ({ username: usernameOf(context) }),
                onDone: [
                  {
                    guard: {
                      type: 'isUsernameTaken',
                      params: ({ event }) => ({ available: event.output }),
                    },
                    target: 'reviewing',
                    actions: assign(rejectField('username', USERNAME_TAKEN)),
                  },
                  { target: 'reviewing' },
                ],
                onError: 'reviewing',
              },
            },
            reviewing: {
              description:
                'The checks are in: with an invalid field the first one in form order takes the focus; otherwise the terms box must be ticked, then the optional steps follow.',
              tags: ['busy'],
              always: [
                {
                  guard: 'hasShownErrors',
                  target: 'editing',
                  actions: {
                    type: 'focusField',
                    // Stryker disable next-line StringLiteral: with errors shown there is always a first invalid field
                    params: ({ context }) => ({
                      field: firstInvalid(context.fieldErrors, REGISTRATION_FORM_ORDER) ?? '',
                    }),
                  },
                },
                {
                  guard: 'isTermsUnchecked',
                  target: 'editing',
                  actions: assign({ errorCode: 'terms.unchecked' }),
                },
                { guard: 'needsSmsVerification', target: 'verifyingSms' },
                { guard: 'needsInvitationCheck', target: 'checkingInvitation' },
                { target: 'submitting' },
              ],
            },
            verifyingSms: {
              description:
                'The SMS code is verified with the phone-auth service; its token is sent with the registration.',
              tags: ['busy'],
              invoke: {
                id: 'verifySmsCode',
                src: 'verifySmsCode',
                input: ({ context: { values: v } }) => ({
                  mobileNum: v.mobileNum ?? '',
                  // Stryker disable next-line StringLiteral: the values always hold countryDialingCode (set from the input when the chart starts)
                  countryDialingCode: v.countryDialingCode ?? '',
                  verificationCode: v.verificationCode ?? '',
                }),
                onDone: [
                  {
                    guard: 'needsInvitationCheck',
                    target: 'checkingInvitation',
                    actions: assign({ firebaseIdToken: ({ event }) => event.output }),
                  },
                  {
                    target: 'submitting',
                    actions: assign({ firebaseIdToken: ({ event }) => event.output }),
                  },
                ],
                onError: {
                  target: 'editing',
                  actions: [
                    assign(rejectField('verificationCode', 'verification.code.invalid')),
                    { type: 'focusField', params: { field: 'verificationCode' } },
                  ],
                },
              },
            },
            checkingInvitation: {
              description:
                'The typed invitation code is checked with the server; an invalid one stops the registration at its field. A code taken from the address has no field: the server checks it when registering.',
              tags: ['busy'],
              invoke: {
                id: 'checkInvitationCode',
                src: 'checkInvitationCode',
                input: ({ context }) => ({ code: invitationCodeOf(context) }),
                onDone: [
                  {
                    guard: {
                      type: 'isInvitationValid',
                      params: ({ event }) => ({ valid: event.output }),
                    },
                    target: 'submitting',
                  },
                  {
                    target: 'editing',
                    actions: [
                      assign(rejectField('affiliateCode', 'affiliate.invalid')),
                      { type: 'focusField', params: { field: 'affiliateCode' } },
                    ],
                  },
                ],
                onError: {
                  target: 'editing',
                  actions: assign({ errorCode: ({ event }) => errorCodeOf(event.error) }),
                },
              },
            },
            submitting: {
              description:
                'The registration is sent; a refusal shows its message, keeps every value and asks for a new captcha picture.',
              tags: ['busy'],
              invoke: {
                id: 'submitRegistration',
                src: 'submitRegistration',
                input: ({ context }) => ({
                  method: context.method,
                  values: context.values,
                  firebaseIdToken: context.firebaseIdToken,
                }),
                onDone: {
                  target: '#registration.registered',
                  actions: [
                    assign({ registeredAs: ({ event }) => event.output.userName }),
                    { type: 'storeSession', params: ({ event }) => ({ session: event.output }) },
                    'closePopup',
                    'showRegisteredMessage',
                  ],
                },
                onError: {
                  target: 'editing',
                  // The attempt used up the captcha's challenge on the server.
                  actions: [
                    assign({ errorCode: ({ event }) => errorCodeOf(event.error) }),
                    raise({ type: 'captcha.refresh' }),
                  ],
                },
              },
            },
          },
        },
        captcha: {
          description: 'The captcha picture: each picture is one challenge on the server.',
          initial: 'hidden',
          states: {
            hidden: {
              description: 'The form has no captcha (or is about to load the first picture).',
              always: { guard: 'isCaptchaEnabled', target: 'loading' },
            },
            loading: {
              description:
                'A new captcha picture is fetched; asking again drops this one and fetches another.',
              tags: ['captchaLoading'],
              invoke: {
                id: 'fetchCaptcha',
                src: 'fetchCaptcha',
                onDone: {
                  target: 'shown',
                  actions: assign({ captchaImage: ({ event }) => event.output }),
                },
                onError: { target: 'failed', actions: assign({ captchaImage: null }) },
              },
              on: { 'captcha.refresh': { target: 'loading', reenter: true } },
            },
            shown: {
              description:
                'The picture shows; tapping it, or a refused registration, fetches a new one.',
              on: { 'captcha.refresh': 'loading' },
            },
            failed: {
              description:
                'The picture could not be fetched: a refresh icon shows in its place; tapping it tries again.',
              on: { 'captcha.refresh': 'loading' },
            },
          },
        },
      },
    },
    registered: {
      description:
        'Registered: the session is stored, the popup closes and a registered message shows.',
      type: 'final',
    },
  },
});
