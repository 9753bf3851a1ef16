import { assign, setup } from 'xstate';
import { TRIAL_TYPE } from '../shared/contract/member-types.ts';
import { errorCodeOf, type SessionInfo } from './account/shared.ts';
import { notProvidedAction, notProvidedActor } from './not-provided.ts';

/**
 * Trial (free-play) login from the header.
 *
 * A wait message shows while the trial session is requested; the chart is busy meanwhile and a
 * second tap is ignored, so there is never more than one trial request (the rule lives here, not in
 * a flag of the view). On success the session is stored with customerType as its type, the trial
 * user name is kept in session storage as trialName, and when trial mode is on (type 4, guest) the
 * route is replaced with /m/home; the chart ends with the stored session as its output. A failure
 * shows its message once and waits for another tap, which tries again.
 *
 * Pure chart: effects are provided by src/features/account/actors.
 */

/** The trial-play answer: `{ token, userName, customerType: 4 }`. */
export interface TrialSession {
  token: string;
  userName: string;
  customerType: number;
}

export interface TrialLoginContext {
  errorCode: string | null;
  /** The stored session, once the trial started. */
  session: SessionInfo | null;
}

export type TrialLoginEvent = { type: 'trial.start' };

export const trialLoginMachine = setup({
  types: {
    context: {} as TrialLoginContext,
    events: {} as TrialLoginEvent,
    output: {} as SessionInfo,
  },
  actors: {
    createTrialSession: notProvidedActor<TrialSession>('createTrialSession'),
  },
  actions: {
    showWaitMessage: notProvidedAction('showWaitMessage'),
    hideWaitMessage: notProvidedAction('hideWaitMessage'),
    /** The failure's message, in the language in force. */
    showError: notProvidedAction<{ errorCode: string }>('showError'),
    storeSession: notProvidedAction<{ session: SessionInfo }>('storeSession'),
    storeTrialName: notProvidedAction<{ trialName: string }>('storeTrialName'),
    replaceHome: notProvidedAction('replaceHome'),
  },
  guards: {
    isTrialMode: (_, params: { session: TrialSession }) =>
      params.session.customerType === TRIAL_TYPE,
  },
}).createMachine({
  // Stryker disable next-line StringLiteral: equivalent for behaviour, the id only names the chart (inspector, docs).
  id: 'trialLogin',
  context: { errorCode: null, session: null },
  initial: 'idle',
  states: {
    idle: {
      description: 'Nothing asked yet: the player can start free play from the header.',
      on: { 'trial.start': 'creatingSession' },
    },
    creatingSession: {
      description:
        'A Please-wait message shows while the server creates the trial session; the trial action is busy and another tap is ignored.',
      tags: ['busy'],
      entry: [assign({ errorCode: null }), 'showWaitMessage'],
      exit: 'hideWaitMessage',
      invoke: {
        id: 'createTrialSession',
        src: 'createTrialSession',
        onDone: [
          {
            guard: { type: 'isTrialMode', params: ({ event }) => ({ session: event.output }) },
            target: 'started',
            actions: [
              assign({ session: ({ event }) => toSession(event.output) }),
              {
                type: 'storeSession',
                params: ({ context }) => ({ session: context.session as SessionInfo }),
              },
              {
                type: 'storeTrialName',
                params: ({ event }) => ({ trialName: event.output.userName }),
              },
              'replaceHome',
            ],
          },
          {
            target: 'started',
            actions: [
              assign({ session: ({ event }) => toSession(event.output) }),
              {
                type: 'storeSession',
                params: ({ context }) => ({ session: context.session as SessionInfo }),
              },
              {
                type: 'storeTrialName',
                params: ({ event }) => ({ trialName: event.output.userName }),
              },
            ],
          },
        ],
        onError: {
          target: 'failed',
          actions: [
            assign({ errorCode: ({ event }) => errorCodeOf(event.error) }),
            { type: 'showError', params: ({ event }) => ({ errorCode: errorCodeOf(event.error) }) },
          ],
        },
      },
    },
    failed: {
      description:
        'The trial session could not be created: its message was shown, nothing is stored, and the next tap tries again.',
      on: { 'trial.start': 'creatingSession' },
    },
    started: {
      description:
        'The session is stored (customerType as its type) with the trial user name; a guest answer also replaces the route with the home page. The stored session is the outcome.',
      type: 'final',
    },
  },
  output: ({ context }) => context.session as SessionInfo,
});

function toSession(trial: TrialSession): SessionInfo {
  return { token: trial.token, userName: trial.userName, type: trial.customerType };
}
