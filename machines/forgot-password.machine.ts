import { assign, sendTo, setup } from 'xstate';
import {
  phoneReset,
  type ForgotPasswordContext,
  type ForgotPasswordInput,
  type PhoneReset,
  type ResetField,
  type ResetMode,
  type ResetValues,
} from './account/reset-form.ts';
import {
  emailError,
  errorCodeOf,
  hasErrors,
  withFieldError,
  type FieldErrors,
  type SessionInfo,
} from './account/shared.ts';
import { notProvidedAction, notProvidedActor } from './not-provided.ts';
import { smsButton, smsCountdownMachine } from './sms-countdown.machine.ts';

/**
 * Forgot password.
 *
 * Phone: mobile number, SMS code, new password. The SMS code button is the sms-countdown chart,
 * invoked as `sms` while the form is open; "Get code" (`sms.requested`) checks the fields by their
 * rules and sends the number to the button's chart only when the number passed (the form owns its
 * error; the view reads the tag `smsChecking` meanwhile). Fields are validated as they change; submitting is possible once a field was touched and none has an error.
 * A successful reset logs in and closes the dialog: the reset answers with the session of the
 * account the number belongs to (the SMS code proves the number, so no second login call is made,
 * none can fail and ask for a captcha). An account that may not use this site gets no session: the
 * player is told to log in. On failure `modify.new.old.same` clears the password, any other code
 * clears the SMS code.
 * E-mail: username and e-mail, validated on submit, trimmed, a loading message hidden on any answer,
 * a success message for 1 s, then back.
 * The phone/e-mail toggle exists only when both recovery options are enabled.
 *
 * Pure chart: effects are provided by src/features/account/actors.
 */

export type {
  ForgotPasswordContext,
  ForgotPasswordInput,
  PhoneReset,
  ResetField,
  ResetMode,
  ResetValues,
} from './account/reset-form.ts';

export type ForgotPasswordEvent =
  | { type: 'field.changed'; field: ResetField; value: string }
  | { type: 'mode.changed'; mode: ResetMode }
  | { type: 'reset.submit' }
  | { type: 'sms.requested' };

export const SUCCESS_TOAST_MS = 1000;

/** How the chart ended: logged in, reset but asked to log in, or gone back after the e-mail was sent. */
export interface ForgotPasswordResult {
  kind: 'loggedIn' | 'resetWithoutLogin' | 'wentBack';
}

type FieldChanged = Extract<ForgotPasswordEvent, { type: 'field.changed' }>;

const changed = ({ context, event }: { context: ForgotPasswordContext; event: FieldChanged }) => ({
  values: { ...context.values, [event.field]: event.value },
  touched: true,
  errorCode: null,
});
const clearing =
  (field: ResetField) =>
  ({ context, event }: { context: ForgotPasswordContext; event: object }) => ({
    values: { ...context.values, [field]: '' },
    errorCode: errorCodeOf('error' in event ? event.error : null),
  });
const emailFormErrors = (c: ForgotPasswordContext, errors: FieldErrors) =>
  withFieldError(errors, 'email', emailError(c.values.email));

export const forgotPasswordMachine = setup({
  types: {
    input: {} as ForgotPasswordInput,
    context: {} as ForgotPasswordContext,
    events: {} as ForgotPasswordEvent,
    output: {} as ForgotPasswordResult,
    children: {} as { sms: 'smsCountdown' },
  },
  actors: {
    validateReset: notProvidedActor<FieldErrors, { mode: ResetMode; values: ResetValues }>(
      'validateReset',
    ),
    setPasswordByPhone: notProvidedActor<SessionInfo | null, PhoneReset>('setPasswordByPhone'),
    sendResetEmail: notProvidedActor<void, { username: string; email: string }>('sendResetEmail'),
    /** The SMS code button's chart; the site provides it with its send call and toasts. */
    smsCountdown: smsCountdownMachine,
  },
  actions: {
    showLoading: notProvidedAction<{ maxMs: number }>('showLoading'),
    hideLoading: notProvidedAction('hideLoading'),
    showSuccess: notProvidedAction<{ durationMs: number }>('showSuccess'),
    storeSession: notProvidedAction<{ session: SessionInfo }>('storeSession'),
    closePopup: notProvidedAction('closePopup'),
    openLogin: notProvidedAction('openLogin'),
    goBack: notProvidedAction('goBack'),
  },
  guards: {
    isPhoneMode: ({ context }) => context.phoneEnabled,
    // The toggle exists only when both ways are enabled; choosing the mode already shown changes nothing.
    canSwitchTo: ({ context }, params: { requested: ResetMode; to: ResetMode }) =>
      context.phoneEnabled && context.emailEnabled && params.requested === params.to,
    canSubmitPhone: ({ context }) => context.touched && !hasErrors(context.fieldErrors),
    hasEmailErrors: ({ context }, params: { errors: FieldErrors }) =>
      hasErrors(emailFormErrors(context, params.errors ?? {})),
    isSameAsOld: (_, params: { error: unknown }) =>
      errorCodeOf(params.error) === 'modify.new.old.same',
    hasSession: (_, params: { session: SessionInfo | null | undefined }) => params.session != null,
    hasMobileError: (_, params: { errors: FieldErrors }) => 'mobileNum' in params.errors,
  },
  delays: { successToast: SUCCESS_TOAST_MS },
}).createMachine({
  id: 'forgotPassword',
  context: ({ input }) => ({
    ...input,
    values: {
      mobileNum: '',
      countryDialingCode: input.countryDialingCode,
      verificationCode: '',
      newPassword: '',
      username: '',
      email: '',
    },
    touched: false,
    fieldErrors: {},
    errorCode: null,
  }),
  // How it ended is the output of the final state it ended in.
  output: ({ event }) => event.output as ForgotPasswordResult,
  // The SMS code button's countdown runs for as long as the form is open.
  invoke: { id: 'sms', src: 'smsCountdown', input: { purpose: 'noLogin' } },
  initial: 'choosingMode',
  states: {
    choosingMode: {
      description:
        'Opening the form: phone recovery when it is enabled, otherwise recovery by e-mail.',
      always: [{ guard: 'isPhoneMode', target: 'phone' }, { target: 'email' }],
    },
    phone: {
      description:
        'Recovery by phone: mobile number with its dialling code, the SMS code and a new password. The switch to e-mail shows only when both ways are enabled.',
      initial: 'editing',
      on: {
        'mode.changed': {
          guard: {
            type: 'canSwitchTo',
            params: ({ event }) => ({ requested: event.mode, to: 'email' }),
          },
          target: 'email',
          actions: assign({ fieldErrors: {}, errorCode: null }),
        },
      },
      states: {
        editing: {
          description:
            'The player types; submitting is possible once a field was touched and no field has an error.',
          on: {
            'field.changed': { target: 'validating', actions: assign(changed) },
            'reset.submit': { guard: 'canSubmitPhone', target: 'submitting' },
            'sms.requested': 'checkingMobile',
          },
        },
        validating: {
          description:
            'The fields are checked as they change; typing again restarts the check. Submitting waits for it.',
          on: {
            'field.changed': { target: 'validating', reenter: true, actions: assign(changed) },
            // The check that "Get code" runs covers the values typed so far.
            'sms.requested': 'checkingMobile',
          },
          invoke: {
            id: 'validatePhone',
            src: 'validateReset',
            input: ({ context }) => ({ mode: 'phone' as const, values: context.values }),
            onDone: {
              target: 'editing',
              actions: assign({ fieldErrors: ({ event }) => event.output }),
            },
            onError: {
              target: 'editing',
              actions: assign({ errorCode: ({ event }) => errorCodeOf(event.error) }),
            },
          },
        },
        checkingMobile: {
          description:
            '"Get code" was pressed: the fields are checked by their rules. An invalid mobile number shows its error on the field and nothing is sent; a valid one is sent to the SMS code button, which sends the code and counts down. Typing meanwhile drops the request.',
          tags: ['smsChecking'],
          on: { 'field.changed': { target: 'validating', actions: assign(changed) } },
          invoke: {
            id: 'checkMobile',
            src: 'validateReset',
            input: ({ context }) => ({ mode: 'phone' as const, values: context.values }),
            onDone: [
              {
                guard: {
                  type: 'hasMobileError',
                  params: ({ event }) => ({ errors: event.output }),
                },
                target: 'editing',
                actions: assign({ fieldErrors: ({ event }) => event.output }),
              },
              {
                target: 'editing',
                actions: [
                  assign({ fieldErrors: ({ event }) => event.output }),
                  sendTo(smsButton, ({ context }) => ({
                    type: 'sms.send' as const,
                    mobileNum: context.values.mobileNum,
                    countryDialingCode: context.values.countryDialingCode,
                  })),
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
            'A loading message shows (at most 15 s) while the new password is sent; the mode cannot be switched. A failure clears the SMS code, or the new password when it equals the old one, and keeps the error code.',
          tags: ['busy'],
          // Mid-submit the mode stays: a switch is refused until the answer.
          on: { 'mode.changed': {} },
          entry: { type: 'showLoading', params: { maxMs: 15_000 } },
          exit: 'hideLoading',
          invoke: {
            id: 'setPasswordByPhone',
            src: 'setPasswordByPhone',
            input: ({ context: { values: v } }) => phoneReset(v),
            onDone: [
              {
                guard: { type: 'hasSession', params: ({ event }) => ({ session: event.output }) },
                target: '#forgotPassword.loggedIn',
                actions: {
                  type: 'storeSession',
                  params: ({ event }) => ({ session: event.output! }),
                },
              },
              // The password is reset all the same: the player logs in by hand.
              { target: '#forgotPassword.resetWithoutLogin' },
            ],
            // The cleared field is empty now: validate again so submitting waits for new input.
            onError: [
              {
                guard: { type: 'isSameAsOld', params: ({ event }) => ({ error: event.error }) },
                target: 'validating',
                actions: assign(clearing('newPassword')),
              },
              { target: 'validating', actions: assign(clearing('verificationCode')) },
            ],
          },
        },
      },
    },
    email: {
      description:
        'Recovery by e-mail: user name and e-mail address. The switch to phone shows only when both ways are enabled.',
      initial: 'editing',
      on: {
        'mode.changed': {
          guard: {
            type: 'canSwitchTo',
            params: ({ event }) => ({ requested: event.mode, to: 'phone' }),
          },
          target: 'phone',
          actions: assign({ fieldErrors: {}, errorCode: null }),
        },
      },
      states: {
        editing: {
          description:
            'The player types the user name and e-mail; they are checked only on submit.',
          on: {
            'field.changed': { actions: assign(changed) },
            'reset.submit': 'validating',
          },
        },
        validating: {
          description:
            'On submit: the user name by its rule and the e-mail address by its pattern; any error keeps the player on the form and nothing is sent.',
          tags: ['busy'],
          // Mid-submit the mode stays: a switch is refused until the answer.
          on: { 'mode.changed': {} },
          invoke: {
            id: 'validateEmail',
            src: 'validateReset',
            input: ({ context }) => ({ mode: 'email' as const, values: context.values }),
            onDone: [
              {
                guard: {
                  type: 'hasEmailErrors',
                  params: ({ event }) => ({ errors: event.output }),
                },
                target: 'editing',
                actions: assign({
                  fieldErrors: ({ context, event }) => emailFormErrors(context, event.output),
                }),
              },
              { target: 'sending', actions: assign({ fieldErrors: {} }) },
            ],
            onError: {
              target: 'editing',
              actions: assign({ errorCode: ({ event }) => errorCodeOf(event.error) }),
            },
          },
        },
        sending: {
          description:
            'A loading message shows while the reset e-mail is requested with the trimmed user name and address; any answer hides it.',
          tags: ['busy'],
          // Mid-submit the mode stays: a switch is refused until the answer.
          on: { 'mode.changed': {} },
          entry: { type: 'showLoading', params: { maxMs: 9999 } },
          exit: 'hideLoading',
          invoke: {
            id: 'sendResetEmail',
            src: 'sendResetEmail',
            input: ({ context: { values: v } }) => ({
              username: v.username.trim(),
              email: v.email.trim(),
            }),
            onDone: 'sent',
            onError: {
              target: 'editing',
              actions: assign({ errorCode: ({ event }) => errorCodeOf(event.error) }),
            },
          },
        },
        sent: {
          description:
            'The request was sent: a success message shows for 1 s, then the player goes back; the mode can no longer be switched.',
          // The request is done: the switch no longer cancels going back.
          on: { 'mode.changed': {} },
          entry: { type: 'showSuccess', params: { durationMs: SUCCESS_TOAST_MS } },
          after: { successToast: '#forgotPassword.wentBack' },
        },
      },
    },
    loggedIn: {
      description:
        'Password reset and logged in with the session the reset answered (no login call, so none can fail): the dialog closes.',
      type: 'final',
      entry: 'closePopup',
      output: { kind: 'loggedIn' },
    },
    resetWithoutLogin: {
      description:
        'Password reset, but the account may not use this site: no session is stored and the player is asked to log in.',
      type: 'final',
      entry: 'openLogin',
      output: { kind: 'resetWithoutLogin' },
    },
    wentBack: {
      description: 'The e-mail request is done: back to where the player came from.',
      type: 'final',
      entry: 'goBack',
      output: { kind: 'wentBack' },
    },
  },
});
