import { assign, setup } from 'xstate';
import {
  toggledVisibility,
  typedInto,
  withConfirmation,
  type PasswordEditingEvent,
  type PasswordForm,
} from './account/password-editing.ts';
import { errorCodeOf, hasErrors, type FieldErrors } from './account/shared.ts';
import { notProvidedAction, notProvidedActor } from './not-provided.ts';

/**
 * Change password (requirements A2.11 "Change password", requirements A4, A5, A6, A8, A9).
 *
 * Without a session the route goes to /m/home. The old-password field shows only when no password
 * is held in memory. On submit: the injected `validatePasswords` checks old (loginPassword) and new
 * (password rule) with the skip-when-empty-and-not-required logic; this chart adds the spec's own
 * rules: confirmation required, equal to the new one, and new different from old — the last one as
 * a prompt with one confirm button, sending nothing. Success: changes-saved for 1 s, temporary key
 * removed, new password kept in memory, remembered login re-encoded, then 1 s later /m/home.
 * Failure: only the loading message is hidden (the code is kept for the view).
 *
 * Pure chart: effects are provided by src/features/account/actors.
 */

export type PasswordField = 'oldPassword' | 'newPassword' | 'confirmNewPassword';
export type PasswordValues = Record<PasswordField, string>;

export interface ChangePasswordInput {
  hasSession: boolean;
  userName: string;
  /** The password held in memory for this session, if any (then the old field is hidden). */
  passwordInMemory: string | null;
}

/** The fields with an eye button (the old password has none). */
type ShownField = 'newPassword' | 'confirmNewPassword';

export interface ChangePasswordContext
  extends ChangePasswordInput, PasswordForm<PasswordField, ShownField> {}

export type ChangePasswordEvent =
  PasswordEditingEvent<PasswordField, ShownField> | { type: 'prompt.confirmed' };

export const SAVED_TOAST_MS = 1000;
export const REDIRECT_PAUSE_MS = 1000;

const oldPasswordOf = (c: ChangePasswordContext) => c.passwordInMemory ?? c.values.oldPassword;

export const changePasswordMachine = setup({
  types: {
    input: {} as ChangePasswordInput,
    context: {} as ChangePasswordContext,
    events: {} as ChangePasswordEvent,
  },
  actors: {
    validatePasswords: notProvidedActor<FieldErrors, { values: PasswordValues; oldShown: boolean }>(
      'validatePasswords',
    ),
    changePassword: notProvidedActor<void, PasswordValues>('changePassword'),
  },
  actions: {
    replaceHome: notProvidedAction('replaceHome'),
    showLoading: notProvidedAction<{ maxMs: number }>('showLoading'),
    hideLoading: notProvidedAction('hideLoading'),
    showSavedToast: notProvidedAction<{ durationMs: number }>('showSavedToast'),
    removeTempPassword: notProvidedAction('removeTempPassword'),
    keepPasswordInMemory: notProvidedAction<{ password: string }>('keepPasswordInMemory'),
    /** Only when both the stored salt and the remembered record exist; a failure is only logged. */
    reencodeRememberedLogin: notProvidedAction<{ password: string }>('reencodeRememberedLogin'),
    clearPasswordPrompt: notProvidedAction('clearPasswordPrompt'),
  },
  guards: {
    hasSession: ({ context }) => context.hasSession,
    hasFieldErrors: ({ context }, params: { errors: FieldErrors }) =>
      hasErrors(withConfirmation(context.values, params.errors ?? {})),
    // Checked only on a valid form, whose new password is never empty (the confirmation is required and equal to it).
    isSameAsOld: ({ context }) => context.values.newPassword === oldPasswordOf(context),
  },
  delays: {
    savedToast: SAVED_TOAST_MS,
    redirectPause: REDIRECT_PAUSE_MS,
  },
}).createMachine({
  id: 'changePassword',
  context: ({ input }) => ({
    ...input,
    values: { oldPassword: '', newPassword: '', confirmNewPassword: '' },
    visible: { newPassword: false, confirmNewPassword: false },
    fieldErrors: {},
    errorCode: null,
  }),
  initial: 'checkingSession',
  states: {
    checkingSession: {
      description: 'Only a signed-in player may change the password.',
      always: [{ guard: 'hasSession', target: 'editing' }, { target: 'noSession' }],
    },
    noSession: {
      description: 'No session: the route goes to the home page.',
      type: 'final',
      entry: 'replaceHome',
    },
    editing: {
      description:
        "The form: old password (only when none is held in memory), new password and its confirmation, each with its error; typing clears that field's error.",
      on: {
        'field.changed': {
          actions: assign(({ context, event }) => typedInto(context, event.field, event.value)),
        },
        'visibility.toggled': {
          actions: assign({
            visible: ({ context, event }) => toggledVisibility(context.visible, event.field),
          }),
        },
        'password.submit': { target: 'validating', actions: assign({ errorCode: null }) },
      },
    },
    validating: {
      description:
        'The fields are checked: the password rules, the confirmation required and equal to the new password.',
      invoke: {
        id: 'validatePasswords',
        src: 'validatePasswords',
        input: ({ context }) => ({
          values: context.values,
          oldShown: context.passwordInMemory === null,
        }),
        onDone: [
          {
            guard: { type: 'hasFieldErrors', params: ({ event }) => ({ errors: event.output }) },
            target: 'editing',
            actions: assign({
              fieldErrors: ({ context, event }) => withConfirmation(context.values, event.output),
            }),
          },
          {
            guard: 'isSameAsOld',
            target: 'samePasswordPrompt',
            actions: assign({ fieldErrors: {}, errorCode: 'modify.new.old.same' }),
          },
          { target: 'submitting', actions: assign({ fieldErrors: {} }) },
        ],
        onError: {
          target: 'editing',
          actions: assign({ errorCode: ({ event }) => errorCodeOf(event.error) }),
        },
      },
    },
    samePasswordPrompt: {
      description:
        'The new password equals the old one: a prompt with one confirm button; nothing is sent.',
      on: { 'prompt.confirmed': { target: 'editing', actions: assign({ errorCode: null }) } },
    },
    submitting: {
      description:
        'A loading message shows while the new password is sent; a failure hides it and keeps the error code.',
      entry: { type: 'showLoading', params: { maxMs: 10_000 } },
      exit: 'hideLoading',
      invoke: {
        id: 'changePassword',
        src: 'changePassword',
        input: ({ context }) => ({ ...context.values, oldPassword: oldPasswordOf(context) }),
        onDone: 'saved',
        onError: {
          target: 'editing',
          actions: assign({ errorCode: ({ event }) => errorCodeOf(event.error) }),
        },
      },
    },
    saved: {
      description:
        'Changes saved for 1 s: the temporary key is removed, the new password is kept in memory and the remembered login re-encoded.',
      entry: [
        { type: 'showSavedToast', params: { durationMs: SAVED_TOAST_MS } },
        'removeTempPassword',
        {
          type: 'keepPasswordInMemory',
          params: ({ context }) => ({ password: context.values.newPassword }),
        },
        {
          type: 'reencodeRememberedLogin',
          params: ({ context }) => ({ password: context.values.newPassword }),
        },
      ],
      after: { savedToast: 'leaving' },
    },
    leaving: {
      description: 'A 1 s pause before going home.',
      after: { redirectPause: 'done' },
    },
    done: {
      description: 'The route goes to the home page and the password prompt is cleared.',
      type: 'final',
      entry: ['replaceHome', 'clearPasswordPrompt'],
    },
  },
});
