import { assign, setup } from 'xstate';
import { errorCodeOf, type SessionInfo } from './account/shared.ts';
import { notProvidedAction, notProvidedActor } from './not-provided.ts';

/**
 * Trial (free-play) login from the header (spec 000 §2 "Mobile header", §3, §4 "Trial login").
 *
 * A wait message shows while the trial session is requested. On success the session is stored
 * with the trial merchant and customerType as its type, the trial user name is kept in session
 * storage as trialName, and when trial mode is on (type 4, guest) the route is replaced with /m/home.
 *
 * Pure chart: effects are provided by src/features/account/actors.
 */

/** The trial-play answer (api-contract.md: `{ token, userName, customerType: 4 }`). */
export interface TrialSession {
  token: string;
  userName: string;
  customerType: number;
}

export interface TrialLoginContext {
  errorCode: string | null;
}

export type TrialLoginEvent = { type: 'trial.start' };

/** Session type of a guest or trial user (spec 000 §9). */
export const GUEST_TYPE = 4;

export const trialLoginMachine = setup({
  types: {
    context: {} as TrialLoginContext,
    events: {} as TrialLoginEvent,
  },
  actors: {
    createTrialSession: notProvidedActor<TrialSession>('createTrialSession'),
  },
  actions: {
    showWaitMessage: notProvidedAction('showWaitMessage'),
    hideWaitMessage: notProvidedAction('hideWaitMessage'),
    storeSession: notProvidedAction<{ session: SessionInfo }>('storeSession'),
    storeTrialName: notProvidedAction<{ trialName: string }>('storeTrialName'),
    replaceHome: notProvidedAction('replaceHome'),
  },
  guards: {
    isTrialMode: (_, params: { session: TrialSession }) => params.session.customerType === GUEST_TYPE,
  },
}).createMachine({
  id: 'trialLogin',
  context: { errorCode: null },
  initial: 'idle',
  states: {
    idle: {
      description: 'Nothing asked yet: the player can start free play from the header.',
      on: { 'trial.start': 'creatingSession' },
    },
    creatingSession: {
      description: 'A Please-wait message shows while the server creates the trial session.',
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
              { type: 'storeSession', params: ({ event }) => ({ session: toSession(event.output) }) },
              { type: 'storeTrialName', params: ({ event }) => ({ trialName: event.output.userName }) },
              'replaceHome',
            ],
          },
          {
            target: 'started',
            actions: [
              { type: 'storeSession', params: ({ event }) => ({ session: toSession(event.output) }) },
              { type: 'storeTrialName', params: ({ event }) => ({ trialName: event.output.userName }) },
            ],
          },
        ],
        onError: { target: 'failed', actions: assign({ errorCode: ({ event }) => errorCodeOf(event.error) }) },
      },
    },
    failed: {
      description: 'The trial session could not be created: the error code is kept and the player may try again; nothing is stored.',
      on: { 'trial.start': 'creatingSession' },
    },
    started: {
      description: 'The session is stored (customerType as its type) with the trial user name; a guest answer also replaces the route with the home page.',
      type: 'final',
    },
  },
});

function toSession(trial: TrialSession): SessionInfo {
  return { token: trial.token, userName: trial.userName, type: trial.customerType };
}
