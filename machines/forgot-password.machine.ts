import { assign, setup } from 'xstate';
import { phoneReset, type ForgotPasswordContext, type ForgotPasswordInput, type PhoneReset, type ResetField, type ResetMode, type ResetValues } from './account/reset-form.ts';
import { emailError, errorCodeOf, hasErrors, withFieldError, type FieldErrors, type SessionInfo } from './account/shared.ts';
import { notProvidedAction, notProvidedActor } from './not-provided.ts';

/**
 * Forgot password (spec 000 §2 "Forgot password", §3, §4, §5, §8).
 *
 * Phone: mobile number, SMS code (the button is the sms-countdown chart), new password. Fields are
 * validated as they change; submitting is possible once a field was touched and none has an error.
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

export type { ForgotPasswordContext, ForgotPasswordInput, PhoneReset, ResetField, ResetMode, ResetValues } from './account/reset-form.ts';

export type ForgotPasswordEvent =
  | { type: 'field.changed'; field: ResetField; value: string }
  | { type: 'mode.changed'; mode: ResetMode }
  | { type: 'reset.submit' };

export const SUCCESS_TOAST_MS = 1000;

const changed = ({ context, event }: { context: ForgotPasswordContext; event: ForgotPasswordEvent }) =>
  event.type === 'field.changed'
    ? { values: { ...context.values, [event.field]: event.value }, touched: true, errorCode: null }
    : {};
const clearing = (field: ResetField) => ({ context, event }: { context: ForgotPasswordContext; event: object }) => ({
  values: { ...context.values, [field]: '' },
  errorCode: errorCodeOf('error' in event ? event.error : null),
});
const emailFormErrors = (c: ForgotPasswordContext, errors: FieldErrors) =>
  withFieldError(errors, 'email', emailError(c.values.email));

export const forgotPasswordMachine = setup({
  types: { input: {} as ForgotPasswordInput, context: {} as ForgotPasswordContext, events: {} as ForgotPasswordEvent },
  actors: {
    validateReset: notProvidedActor<FieldErrors, { mode: ResetMode; values: ResetValues }>('validateReset'),
    setPasswordByPhone: notProvidedActor<SessionInfo | null, PhoneReset>('setPasswordByPhone'),
    sendResetEmail: notProvidedActor<void, { username: string; email: string }>('sendResetEmail'),
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
    canSwitchMode: ({ context }) => context.phoneEnabled && context.emailEnabled,
    canSubmitPhone: ({ context }) => context.touched && !hasErrors(context.fieldErrors),
    hasEmailErrors: ({ context }, params: { errors: FieldErrors }) => hasErrors(emailFormErrors(context, params.errors ?? {})),
    isSameAsOld: (_, params: { error: unknown }) => errorCodeOf(params.error) === 'modify.new.old.same',
    hasSession: (_, params: { session: SessionInfo | null | undefined }) => params.session != null,
  },
  delays: { successToast: SUCCESS_TOAST_MS },
}).createMachine({
  id: 'forgotPassword',
  context: ({ input }) => ({
    ...input,
    values: { mobileNum: '', countryDialingCode: input.countryDialingCode, verificationCode: '', newPassword: '', username: '', email: '' },
    touched: false,
    fieldErrors: {},
    errorCode: null,
  }),
  initial: 'choosingMode',
  states: {
    choosingMode: {
      always: [{ guard: 'isPhoneMode', target: 'phone' }, { target: 'email' }],
    },
    phone: {
      initial: 'editing',
      on: {
        'mode.changed': { guard: 'canSwitchMode', target: 'email', actions: assign({ fieldErrors: {}, errorCode: null }) },
      },
      states: {
        editing: {
          on: {
            'field.changed': { target: 'validating', actions: assign(changed) },
            'reset.submit': { guard: 'canSubmitPhone', target: 'submitting' },
          },
        },
        validating: {
          on: { 'field.changed': { target: 'validating', reenter: true, actions: assign(changed) } },
          invoke: {
            id: 'validatePhone',
            src: 'validateReset',
            input: ({ context }) => ({ mode: 'phone' as const, values: context.values }),
            onDone: { target: 'editing', actions: assign({ fieldErrors: ({ event }) => event.output }) },
            onError: { target: 'editing', actions: assign({ errorCode: ({ event }) => errorCodeOf(event.error) }) },
          },
        },
        submitting: {
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
                actions: { type: 'storeSession', params: ({ event }) => ({ session: event.output! }) },
              },
              // The password is reset all the same: the player logs in by hand.
              { target: '#forgotPassword.resetWithoutLogin' },
            ],
            // The cleared field is empty now: validate again so submitting waits for new input.
            onError: [
              { guard: { type: 'isSameAsOld', params: ({ event }) => ({ error: event.error }) }, target: 'validating', actions: assign(clearing('newPassword')) },
              { target: 'validating', actions: assign(clearing('verificationCode')) },
            ],
          },
        },
      },
    },
    email: {
      initial: 'editing',
      on: {
        'mode.changed': { guard: 'canSwitchMode', target: 'phone', actions: assign({ fieldErrors: {}, errorCode: null }) },
      },
      states: {
        editing: {
          on: {
            'field.changed': { actions: assign(changed) },
            'reset.submit': 'validating',
          },
        },
        validating: {
          invoke: {
            id: 'validateEmail',
            src: 'validateReset',
            input: ({ context }) => ({ mode: 'email' as const, values: context.values }),
            onDone: [
              {
                guard: { type: 'hasEmailErrors', params: ({ event }) => ({ errors: event.output }) },
                target: 'editing',
                actions: assign({ fieldErrors: ({ context, event }) => emailFormErrors(context, event.output) }),
              },
              { target: 'sending', actions: assign({ fieldErrors: {} }) },
            ],
            onError: { target: 'editing', actions: assign({ errorCode: ({ event }) => errorCodeOf(event.error) }) },
          },
        },
        sending: {
          entry: { type: 'showLoading', params: { maxMs: 9999 } },
          exit: 'hideLoading',
          invoke: {
            id: 'sendResetEmail',
            src: 'sendResetEmail',
            input: ({ context: { values: v } }) => ({ username: v.username.trim(), email: v.email.trim() }),
            onDone: 'sent',
            onError: { target: 'editing', actions: assign({ errorCode: ({ event }) => errorCodeOf(event.error) }) },
          },
        },
        sent: {
          entry: { type: 'showSuccess', params: { durationMs: SUCCESS_TOAST_MS } },
          after: { successToast: '#forgotPassword.wentBack' },
        },
      },
    },
    loggedIn: { type: 'final', entry: 'closePopup' },
    resetWithoutLogin: { type: 'final', entry: 'openLogin' },
    wentBack: { type: 'final', entry: 'goBack' },
  },
});
