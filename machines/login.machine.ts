import { assign, sendTo, setup } from 'xstate';
import {
  applySaved,
  canSwitch,
  SOCIAL_CANCELLED,
  SOCIAL_FAILED,
  toRequest,
  toSaved,
  type LoginContext,
  type LoginInput,
  type LoginRequest,
  type LoginTab,
  type LoginValidation,
  type LoginValues,
  type SavedCredentials,
  type SocialChannel,
  type SocialCredential,
} from './account/login-form.ts';
import {
  carriesCaptcha,
  errorCodeOf,
  hasErrors,
  mergeRevalidated,
  withFieldError,
  type FieldErrors,
  type SessionInfo,
} from './account/shared.ts';
import { notProvidedAction, notProvidedActor } from './not-provided.ts';
import { smsButton, smsCountdownMachine } from './sms-countdown.machine.ts';

/**
 * Login form (requirements A2.8 "Login", requirements A3, A4 "Login", requirements A5, A6, A8).
 *
 * Username + password, and mobile + SMS code when the mobile-verification login is on. Switching
 * tab loads the remembered credentials of that type and refreshes a shown captcha. A failed login
 * whose error carries a captcha shows the captcha field and refreshes it. The disclaimer is checked
 * by default and submitting is refused (disabled) while it is not. On success the session is
 * stored and the popup closes. An account of the wrong kind for the site is refused
 * (`non.member.login` on the member site, `non.agent.login` on the agent page).
 *
 * Rules (named rule sets loginUsername, loginPassword, loginMobileNum, verificationCode) are applied
 * by the injected `validateLogin`, which answers error codes per field; shown errors are revalidated
 * 200 ms after the last language change (requirements A5).
 *
 * The form opens before the region's dialling code is known (empty: the server reads it as the
 * region's own); `region.answered` fills an empty code, in any state, and never replaces the code a
 * remembered login brought.
 *
 * The SMS code button is the sms-countdown chart, invoked as `sms` for as long as the form is open
 * (a countdown survives a tab switch). "Get code" (`sms.requested`, SMS tab only) checks the mobile
 * number alone by its rule; the form owns that error (`fieldErrors.mobileNum`), and only a valid
 * number is sent to the button's chart. The view reads the tag `smsChecking` meanwhile.
 * Effects are provided by src/features/account/actors.
 *
 * Social sign-in (line, facebook, google; the view shows a channel's button only when an injected
 * provider has initialised it and its flag is on): with the disclaimer checked, `signInSocially`
 * asks the provider for the third party's credential, which `submitLogin` then sends as a firebase
 * login, with the same success and failure handling (the form's remembered credentials are left
 * alone). A cancelled sign-in returns to the form silently; a failed one shows `social.failed`.
 *
 * The view reads tags: `busy` while the login button waits (credentials loading, checking, sending),
 * `locked` while the login and social buttons may not be used (a provider's sign-in, a refusal
 * message). The chart ends with the stored session as its output.
 */

export type {
  LoginContext,
  LoginField,
  LoginInput,
  LoginRequest,
  LoginTab,
  LoginValidation,
  LoginValues,
  SavedCredentials,
  SocialChannel,
  SocialCredential,
} from './account/login-form.ts';
export { SOCIAL_CANCELLED, SOCIAL_FAILED } from './account/login-form.ts';

export type LoginEvent =
  | { type: 'field.changed'; field: keyof LoginValues; value: string }
  | { type: 'tab.changed'; tab: LoginTab }
  | { type: 'remember.toggled' }
  | { type: 'disclaimer.toggled' }
  | { type: 'password.toggled' }
  | { type: 'login.submit' }
  | { type: 'social.chosen'; channel: SocialChannel }
  | { type: 'language.changed' }
  | { type: 'error.dismissed' }
  | { type: 'sms.requested' }
  | { type: 'region.answered'; dialingCode: string };

export const LANGUAGE_DEBOUNCE_MS = 200;

const validation = (c: LoginContext) => ({
  tab: c.tab,
  values: c.values,
  captchaShown: c.captchaShown,
});

export const loginMachine = setup({
  types: {
    input: {} as LoginInput,
    context: {} as LoginContext,
    events: {} as LoginEvent,
    output: {} as SessionInfo,
    children: {} as { sms: 'smsCountdown' },
  },
  actors: {
    loadCredentials: notProvidedActor<SavedCredentials | null, { type: LoginTab }>(
      'loadCredentials',
    ),
    /** Per-field codes by the named rule sets; only `fields` when given (revalidating shown errors). */
    validateLogin: notProvidedActor<FieldErrors, LoginValidation>('validateLogin'),
    submitLogin: notProvidedActor<SessionInfo, LoginRequest>('submitLogin'),
    /** The provider's sign-in; rejects with code `social.cancelled` or `social.failed`. */
    signInSocially: notProvidedActor<SocialCredential, { channel: SocialChannel }>(
      'signInSocially',
    ),
    /** The SMS code button's chart; the site provides it with its send call and toasts. */
    smsCountdown: smsCountdownMachine,
  },
  actions: {
    refreshCaptcha: notProvidedAction('refreshCaptcha'),
    storeSession: notProvidedAction<{ session: SessionInfo }>('storeSession'),
    /** Saves the credentials when `remember` is on, forgets those of that type otherwise. */
    saveCredentials: notProvidedAction<{ remember: boolean; credentials: SavedCredentials }>(
      'saveCredentials',
    ),
    closePopup: notProvidedAction('closePopup'),
  },
  delays: { languageDebounce: LANGUAGE_DEBOUNCE_MS },
  guards: {
    canSwitchTab: ({ context }, params: { tab: LoginTab }) => canSwitch(context, params.tab),
    /** A shown captcha is refreshed on every tab switch (requirements A4). */
    canSwitchTabWithCaptcha: ({ context }, params: { tab: LoginTab }) =>
      canSwitch(context, params.tab) && context.captchaShown,
    isDisclaimerChecked: ({ context }) => context.disclaimerChecked,
    hasShownErrors: ({ context }) => hasErrors(context.fieldErrors),
    hasFieldErrors: (_, params: { errors: FieldErrors }) => hasErrors(params.errors),
    // The member site refuses agents, the agent page refuses non-agents (requirements A6).
    isWrongSite: (_, params: { error: unknown }) =>
      ['non.member.login', 'non.agent.login'].includes(errorCodeOf(params.error)),
    carriesCaptcha: (_, params: { error: unknown }) => carriesCaptcha(params.error),
    isSignInCancelled: (_, params: { error: unknown }) =>
      errorCodeOf(params.error) === SOCIAL_CANCELLED,
    isSocialLogin: ({ context }) => context.social !== null,
    isSmsTab: ({ context }) => context.tab === 'sms',
    /** The form opens before the region's dialling code is known (an empty code is the region's own to the server). */
    lacksDialingCode: ({ context }) => context.values.countryDialingCode === '',
    hasMobileError: (_, params: { errors: FieldErrors }) => 'mobileNum' in params.errors,
  },
}).createMachine({
  id: 'login',
  context: ({ input }) => ({
    ...input,
    tab: 'username',
    values: {
      username: '',
      password: '',
      mobileNum: '',
      countryDialingCode: input.countryDialingCode,
      verificationCode: '',
      captcha: '',
    },
    remember: false,
    disclaimerChecked: true,
    passwordVisible: false,
    captchaShown: false,
    fieldErrors: {},
    errorCode: null,
    social: null,
    session: null,
  }),
  // The SMS code button's countdown runs for as long as the form is open, across tab switches.
  invoke: { id: 'sms', src: 'smsCountdown', input: { purpose: 'noLogin' } },
  // The region's dialling code, once known, fills an empty one and never replaces a remembered
  // login's own (applySaved keeps that over whatever the form had).
  on: {
    'region.answered': {
      guard: 'lacksDialingCode',
      actions: assign(({ context, event }) => ({
        values: { ...context.values, countryDialingCode: event.dialingCode },
      })),
    },
  },
  initial: 'loadingCredentials',
  states: {
    loadingCredentials: {
      description:
        'The remembered credentials of the tab shown are loaded into the form (remember-me on when there are some); the login button waits.',
      tags: ['busy'],
      invoke: {
        id: 'loadCredentials',
        src: 'loadCredentials',
        input: ({ context }) => ({ type: context.tab }),
        onDone: {
          target: 'editing',
          actions: assign(({ context, event }) => applySaved(context, event.output)),
        },
        onError: 'editing',
      },
    },
    editing: {
      description:
        "The form: username and password, or mobile number and SMS code. Typing clears that field's error; login and the social buttons are disabled while the disclaimer is unchecked; switching tab clears the errors and refreshes a shown captcha.",
      initial: 'idle',
      states: {
        idle: { description: 'Nothing pending.' },
        languagePending: {
          description:
            'The language changed while errors show: they are checked again 200 ms after the last change.',
          after: { languageDebounce: 'revalidating' },
        },
        revalidating: {
          description:
            'The shown errors are checked again in the new language; only fields that showed an error keep one.',
          invoke: {
            id: 'revalidateShown',
            src: 'validateLogin',
            input: ({ context }) => ({
              ...validation(context),
              fields: Object.keys(context.fieldErrors),
            }),
            onDone: {
              target: 'idle',
              actions: assign({
                fieldErrors: ({ context, event }) =>
                  mergeRevalidated(context.fieldErrors, event.output),
              }),
            },
            onError: 'idle',
          },
        },
        checkingMobile: {
          description:
            '"Get code" was pressed: only the mobile number is checked by its rule. An invalid number shows its error on the field and nothing is sent; a valid one is sent to the SMS code button, which sends the code and counts down.',
          tags: ['smsChecking'],
          invoke: {
            id: 'checkMobile',
            src: 'validateLogin',
            input: ({ context }) => ({ ...validation(context), fields: ['mobileNum'] }),
            onDone: [
              {
                guard: {
                  type: 'hasMobileError',
                  params: ({ event }) => ({ errors: event.output }),
                },
                target: 'idle',
                actions: assign({
                  fieldErrors: ({ context, event }) => ({
                    ...context.fieldErrors,
                    mobileNum: event.output['mobileNum'] as string,
                  }),
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
                    mobileNum: context.values.mobileNum,
                    countryDialingCode: context.values.countryDialingCode,
                  })),
                ],
              },
            ],
            // The rules could not be run: the number shows the failure's code and nothing is sent.
            onError: {
              target: 'idle',
              actions: assign({
                fieldErrors: ({ context, event }) => ({
                  ...context.fieldErrors,
                  mobileNum: errorCodeOf(event.error),
                }),
              }),
            },
          },
        },
      },
      on: {
        // Codes do not change with the language, but rule messages built from them do: re-run the rules.
        // Targeting the child re-enters it, so each change restarts the 200 ms wait.
        'language.changed': { guard: 'hasShownErrors', target: '.languagePending' },
        // The SMS code button exists on the SMS tab only.
        'sms.requested': { guard: 'isSmsTab', target: '.checkingMobile' },
        'field.changed': {
          actions: assign(({ context, event }) => {
            const { [event.field]: _cleared, ...fieldErrors } = context.fieldErrors;
            return { values: { ...context.values, [event.field]: event.value }, fieldErrors };
          }),
        },
        'tab.changed': [
          {
            guard: { type: 'canSwitchTabWithCaptcha', params: ({ event }) => ({ tab: event.tab }) },
            target: 'loadingCredentials',
            actions: [
              assign(({ event }) => ({ tab: event.tab, fieldErrors: {}, errorCode: null })),
              'refreshCaptcha',
            ],
          },
          {
            guard: { type: 'canSwitchTab', params: ({ event }) => ({ tab: event.tab }) },
            target: 'loadingCredentials',
            actions: assign(({ event }) => ({ tab: event.tab, fieldErrors: {}, errorCode: null })),
          },
        ],
        'remember.toggled': { actions: assign({ remember: ({ context }) => !context.remember }) },
        'disclaimer.toggled': {
          actions: assign({ disclaimerChecked: ({ context }) => !context.disclaimerChecked }),
        },
        'password.toggled': {
          actions: assign({ passwordVisible: ({ context }) => !context.passwordVisible }),
        },
        // Requirements A2: login is disabled while the disclaimer is unchecked (the view asks `can`).
        'login.submit': {
          guard: 'isDisclaimerChecked',
          target: 'validating',
          actions: assign({ errorCode: null, social: null }),
        },
        // The same rule holds for the social buttons.
        'social.chosen': {
          guard: 'isDisclaimerChecked',
          target: 'signingInSocially',
          actions: assign(({ event }) => ({
            errorCode: null,
            social: { channel: event.channel, credential: null },
          })),
        },
      },
    },
    signingInSocially: {
      description:
        'The chosen provider (LINE, Facebook, Google) signs the player in; the login and social buttons are locked meanwhile. Cancelling returns to the form silently, a failure names the provider.',
      tags: ['locked'],
      invoke: {
        id: 'signInSocially',
        src: 'signInSocially',
        // `social.chosen` always sets the channel before entering.
        input: ({ context }) => ({
          channel: (context.social as NonNullable<LoginContext['social']>).channel,
        }),
        onDone: {
          target: 'submitting',
          actions: assign(({ context, event }) => ({
            social: context.social && { ...context.social, credential: event.output },
          })),
        },
        onError: [
          {
            guard: { type: 'isSignInCancelled', params: ({ event }) => ({ error: event.error }) },
            target: 'editing',
            actions: assign({ social: null }),
          },
          // The channel stays so the view can name it in the message.
          { target: 'editing', actions: assign({ errorCode: SOCIAL_FAILED }) },
        ],
      },
    },
    validating: {
      description:
        'The fields are checked by their rules; the login button waits. Errors keep the player on the form and nothing is sent.',
      tags: ['busy'],
      invoke: {
        id: 'validateLogin',
        src: 'validateLogin',
        input: ({ context }) => ({ ...validation(context), fields: null }),
        onDone: [
          {
            guard: { type: 'hasFieldErrors', params: ({ event }) => ({ errors: event.output }) },
            target: 'editing',
            actions: assign({ fieldErrors: ({ event }) => event.output }),
          },
          { target: 'submitting', actions: assign({ fieldErrors: {} }) },
        ],
        onError: {
          target: 'editing',
          actions: assign({ errorCode: ({ event }) => errorCodeOf(event.error) }),
        },
      },
    },
    submitting: {
      description:
        "The login is sent (a social sign-in as its provider's credential); the login button waits. A failure shows its message; one that carries a captcha shows the captcha field, emptied, with a new picture.",
      tags: ['busy'],
      invoke: {
        id: 'submitLogin',
        src: 'submitLogin',
        input: ({ context }) => toRequest(context),
        onDone: [
          {
            // A social login leaves the remembered username or mobile credentials as they are.
            guard: 'isSocialLogin',
            target: 'loggedIn',
            actions: [
              assign({ session: ({ event }) => event.output }),
              { type: 'storeSession', params: ({ event }) => ({ session: event.output }) },
              'closePopup',
            ],
          },
          {
            target: 'loggedIn',
            actions: [
              assign({ session: ({ event }) => event.output }),
              { type: 'storeSession', params: ({ event }) => ({ session: event.output }) },
              {
                type: 'saveCredentials',
                params: ({ context }) => ({
                  remember: context.remember,
                  credentials: toSaved(context),
                }),
              },
              'closePopup',
            ],
          },
        ],
        onError: [
          {
            guard: { type: 'isWrongSite', params: ({ event }) => ({ error: event.error }) },
            target: 'refused',
            actions: assign({ errorCode: ({ event }) => errorCodeOf(event.error), social: null }),
          },
          {
            guard: { type: 'carriesCaptcha', params: ({ event }) => ({ error: event.error }) },
            target: 'editing',
            actions: [
              assign(({ context, event }) => ({
                captchaShown: true,
                values: { ...context.values, captcha: '' },
                errorCode: errorCodeOf(event.error),
                social: null,
              })),
              'refreshCaptcha',
            ],
          },
          {
            target: 'editing',
            actions: assign({ errorCode: ({ event }) => errorCodeOf(event.error), social: null }),
          },
        ],
      },
    },
    // A non-member cannot log in to the member site, a non-agent not to the agent one (requirements A6).
    refused: {
      description:
        'The account is of the wrong kind for this site (an agent on the member site, a member on the agent page): a message until dismissed, the login and social buttons locked; no session.',
      tags: ['locked'],
      on: { 'error.dismissed': { target: 'editing', actions: assign({ errorCode: null }) } },
    },
    loggedIn: {
      description:
        'The session is stored, the credentials are remembered or forgotten as the player chose (not for a social login), and the popup closes. The stored session is the outcome.',
      type: 'final',
    },
  },
  output: ({ context }) => context.session as SessionInfo,
});
