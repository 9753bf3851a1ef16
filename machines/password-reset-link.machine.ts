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
 * Choosing a new password from a mailed reset link (/m/reset-password?token=…).
 *
 * The link is checked first: an expired, used or unknown link shows the invalid-link message with a
 * way to ask for a new one. A usable link shows the form: new password (the site's password rule,
 * checked by the injected `validatePasswords`) and its confirmation (required, equal). A refusal
 * keeps what was typed and shows its message, except an invalid link, which leaves the form. On
 * success a message shows for a moment, then the login opens.
 *
 * Pure chart: effects are provided by src/features/account/password-reset/.
 */

export type ResetLinkField = 'newPassword' | 'confirmNewPassword';
export type ResetLinkValues = Record<ResetLinkField, string>;

export interface PasswordResetLinkInput {
  /** The link's token as the address gives it ('' when absent). */
  token: string;
}

export interface PasswordResetLinkContext
  extends PasswordResetLinkInput, PasswordForm<ResetLinkField, ResetLinkField> {
  /** The account whose password was set, once it is. */
  userName: string | null;
}

export type PasswordResetLinkEvent =
  | PasswordEditingEvent<ResetLinkField, ResetLinkField>
  | { type: 'link.retry' }
  | { type: 'link.renew' };

/** The server's answer to a link that is expired, used, replaced or unknown. */
export const LINK_INVALID_CODE = 'reset.link.invalid';
/** How long the success message shows before the login opens. */
export const SUCCESS_PAUSE_MS = 1500;

const errorCodeOfEvent = ({ event }: { event: { error: unknown } }) => errorCodeOf(event.error);

export const passwordResetLinkMachine = setup({
  types: {
    input: {} as PasswordResetLinkInput,
    context: {} as PasswordResetLinkContext,
    events: {} as PasswordResetLinkEvent,
    output: {} as { userName: string | null },
  },
  actors: {
    checkLink: notProvidedActor<void, { token: string }>('checkLink'),
    validatePasswords: notProvidedActor<FieldErrors, ResetLinkValues>('validatePasswords'),
    setPassword: notProvidedActor<string, ResetLinkValues & { token: string }>('setPassword'),
  },
  actions: {
    /** Opens the forgot-password popup, where a new link is asked for. */
    openForgotPassword: notProvidedAction('openForgotPassword'),
    showSuccess: notProvidedAction<{ durationMs: number }>('showSuccess'),
    /** Opens the login popup, for the player to log in with the new password. */
    openLogin: notProvidedAction('openLogin'),
  },
  guards: {
    // The token is trimmed when the chart starts.
    hasToken: ({ context }) => context.token !== '',
    isLinkInvalid: (_, params: { code: string }) => params.code === LINK_INVALID_CODE,
    hasFieldErrors: ({ context }, params: { errors: FieldErrors }) =>
      hasErrors(withConfirmation(context.values, params.errors)),
  },
  delays: {
    successPause: SUCCESS_PAUSE_MS,
  },
}).createMachine({
  id: 'passwordResetLink',
  context: ({ input }) => ({
    token: input.token.trim(),
    values: { newPassword: '', confirmNewPassword: '' },
    visible: { newPassword: false, confirmNewPassword: false },
    fieldErrors: {},
    errorCode: null,
    userName: null,
  }),
  initial: 'opening',
  states: {
    opening: {
      description: 'An address without a token cannot be a reset link.',
      always: [
        { guard: 'hasToken', target: 'checkingLink' },
        { target: 'linkInvalid', actions: assign({ errorCode: LINK_INVALID_CODE }) },
      ],
    },
    checkingLink: {
      description: 'The link is checked with the server before the form shows.',
      tags: ['busy'],
      invoke: {
        id: 'checkLink',
        src: 'checkLink',
        input: ({ context }) => ({ token: context.token }),
        onDone: { target: 'editing', actions: assign({ errorCode: null }) },
        onError: [
          {
            guard: {
              type: 'isLinkInvalid',
              params: ({ event }) => ({ code: errorCodeOf(event.error) }),
            },
            target: 'linkInvalid',
            actions: assign({ errorCode: LINK_INVALID_CODE }),
          },
          { target: 'checkFailed', actions: assign({ errorCode: errorCodeOfEvent }) },
        ],
      },
    },
    checkFailed: {
      description:
        'The link could not be checked (no connection, server error): the message and a retry button.',
      on: { 'link.retry': 'checkingLink' },
    },
    linkInvalid: {
      description:
        'The link has expired or was already used: the message and a button to ask for a new link.',
      on: { 'link.renew': { actions: 'openForgotPassword' } },
    },
    editing: {
      description:
        "The form: new password and its confirmation, each with its error; typing clears that field's error.",
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
        "The fields are checked: the site's password rule, the confirmation required and equal to the new password.",
      tags: ['busy'],
      invoke: {
        id: 'validatePasswords',
        src: 'validatePasswords',
        input: ({ context }) => context.values,
        onDone: [
          {
            guard: { type: 'hasFieldErrors', params: ({ event }) => ({ errors: event.output }) },
            target: 'editing',
            actions: assign({
              fieldErrors: ({ context, event }) => withConfirmation(context.values, event.output),
            }),
          },
          { target: 'submitting', actions: assign({ fieldErrors: {} }) },
        ],
        onError: { target: 'editing', actions: assign({ errorCode: errorCodeOfEvent }) },
      },
    },
    submitting: {
      description:
        'The new password is sent with the link; a refusal keeps what was typed and shows its message.',
      tags: ['busy'],
      invoke: {
        id: 'setPassword',
        src: 'setPassword',
        input: ({ context }) => ({ token: context.token, ...context.values }),
        onDone: { target: 'succeeded', actions: assign({ userName: ({ event }) => event.output }) },
        onError: [
          {
            guard: {
              type: 'isLinkInvalid',
              params: ({ event }) => ({ code: errorCodeOf(event.error) }),
            },
            target: 'linkInvalid',
            actions: assign({ errorCode: LINK_INVALID_CODE }),
          },
          { target: 'editing', actions: assign({ errorCode: errorCodeOfEvent }) },
        ],
      },
    },
    succeeded: {
      description: 'The new password is set: a success message shows for a moment.',
      entry: { type: 'showSuccess', params: { durationMs: SUCCESS_PAUSE_MS } },
      after: { successPause: 'done' },
    },
    done: {
      description: 'The login opens, for the player to log in with the new password.',
      type: 'final',
      entry: 'openLogin',
    },
  },
  output: ({ context }) => ({ userName: context.userName }),
});
