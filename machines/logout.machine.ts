import { assign, setup } from 'xstate';
import { errorCodeOf } from './account/shared.ts';
import { notProvidedAction, notProvidedActor } from './not-provided.ts';

/**
 * Logout (requirements A4.12 "Logout").
 *
 * A confirmation (Cancel / Confirm), then a Please-wait message, then logout with the token.
 * Afterwards the session storage, token, trial user and member info are cleared, the auto-login
 * flag is set to 0 and the route is replaced with /m/home.
 *
 * A failed logout call still clears the local session: the spec does not say otherwise, and a
 * player who asked to leave must not stay signed in on this device (the server token expires).
 * The error code is kept for the record.
 *
 * Pure chart: effects are provided by src/features/account/actors.
 */

export interface LogoutContext {
  errorCode: string | null;
}

export type LogoutEvent =
  { type: 'logout.request' } | { type: 'logout.cancel' } | { type: 'logout.confirm' };

export const logoutMachine = setup({
  types: {
    context: {} as LogoutContext,
    events: {} as LogoutEvent,
  },
  actors: {
    logOut: notProvidedActor<void>('logOut'),
  },
  actions: {
    showWaitMessage: notProvidedAction('showWaitMessage'),
    hideWaitMessage: notProvidedAction('hideWaitMessage'),
    /** Session storage, token, trial user, member info; auto-login flag to 0. */
    clearSession: notProvidedAction('clearSession'),
    replaceHome: notProvidedAction('replaceHome'),
  },
}).createMachine({
  // Stryker disable next-line StringLiteral: equivalent for behaviour, the id only names the chart (inspector, docs).
  id: 'logout',
  context: { errorCode: null },
  initial: 'idle',
  states: {
    idle: {
      description: 'Signed in; nothing asked yet.',
      on: { 'logout.request': 'confirming' },
    },
    confirming: {
      description: 'The confirmation asks Cancel or Confirm; Cancel changes nothing.',
      on: {
        'logout.cancel': 'idle',
        'logout.confirm': 'loggingOut',
      },
    },
    loggingOut: {
      description: 'A Please-wait message shows while the server ends the session.',
      entry: 'showWaitMessage',
      exit: 'hideWaitMessage',
      invoke: {
        id: 'logOut',
        src: 'logOut',
        onDone: 'loggedOut',
        onError: {
          target: 'loggedOut',
          actions: assign({ errorCode: ({ event }) => errorCodeOf(event.error) }),
        },
      },
    },
    loggedOut: {
      description:
        'The session, token, trial user and member info are cleared (even when the server call failed, whose error code is kept), and the home page replaces the route.',
      type: 'final',
      entry: ['clearSession', 'replaceHome'],
    },
  },
});
