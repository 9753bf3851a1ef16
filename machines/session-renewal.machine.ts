import { assign, setup } from 'xstate';
import type { RenewedSession } from '../shared/contract/calls/session-renew.ts';
import { SESSION_TIMINGS } from '../shared/contract/sessions.ts';
import { errorCodeOf } from './account/shared.ts';
import { notProvidedAction, notProvidedActor } from './not-provided.ts';

/**
 * Session renewal (requirements A7.4, the project's rule where the product rules are silent): while
 * a member is signed in, the site renews the session when it opens and every 15 minutes, so an
 * active player is never logged out by the clock; 30 minutes without the player's input end it.
 * The session also ends when a renewal is answered "not logged in" (it ended on the server) or when
 * it reaches the end the server will not move (24 hours after the sign-in). Ending shows "The
 * account has been logged out, please log in again" (B8.5) and opens the login. A session closed
 * by the site itself (logout, another login, another call's 401) stops the chart without a word.
 *
 * The time left comes from the server's answer in seconds, so the chart needs no clock. The player's
 * input arrives as `activity.input`, sampled by the site (at most once every 10 seconds).
 *
 * Pure chart: effects are provided by src/features/account/session-renewal.
 */

export interface SessionRenewalContext {
  /** Seconds the session had left at the last renewal's answer; null before the first. */
  secondsLeft: number | null;
  /** The site's session closed while a renewal was on its way: its answer is not waited on for more. */
  closing: boolean;
}

export type SessionRenewalEvent =
  /** The player tapped, typed, scrolled or turned the wheel (sampled). */
  | { type: 'activity.input' }
  /** The site's session is gone or is another one now (logout, another login, another call's 401). */
  | { type: 'session.closed' };

/** An answer that leaves no more than one interval: renewing again would not move the end. */
export function isLastStretch(secondsLeft: number): boolean {
  return secondsLeft * 1000 <= SESSION_TIMINGS.renewIntervalMs;
}

export const sessionRenewalMachine = setup({
  types: {
    context: {} as SessionRenewalContext,
    events: {} as SessionRenewalEvent,
  },
  actors: {
    /** POST /wps/session/renew (docs/api.md "Sessions"). */
    renewSession: notProvidedActor<RenewedSession>('renewSession'),
  },
  actions: {
    /** Ends the session on the site (cleared from storage); `logout` also ends it on the server. */
    endSession: notProvidedAction<{ logout: boolean }>('endSession'),
    /** "The account has been logged out, please log in again" (requirements B8.5). */
    showLoggedOut: notProvidedAction('showLoggedOut'),
    openLogin: notProvidedAction('openLogin'),
  },
  guards: {
    isLastStretch: (_, params: { secondsLeft: number }) => isLastStretch(params.secondsLeft),
    wasClosed: ({ context }) => context.closing,
    isSessionGone: (_, params: { errorCode: string }) => params.errorCode === 'login.not.session',
  },
  delays: {
    renewInterval: SESSION_TIMINGS.renewIntervalMs,
    idleLimit: SESSION_TIMINGS.idleLimitMs,
    renewRetry: SESSION_TIMINGS.renewRetryMs,
    untilExpiry: ({ context }) => (context.secondsLeft ?? 0) * 1000,
  },
}).createMachine({
  // Stryker disable next-line StringLiteral: equivalent for behaviour, the id only names the chart (inspector, docs).
  id: 'sessionRenewal',
  context: { secondsLeft: null, closing: false },
  initial: 'signedIn',
  states: {
    signedIn: {
      description:
        'A member is signed in on the site: the session is kept alive while the player plays, and watched for the player going idle.',
      tags: ['signedIn'],
      type: 'parallel',
      on: { 'session.closed': { target: 'closed' } },
      states: {
        keepingAlive: {
          description: 'Keeping the session alive on the server.',
          initial: 'renewing',
          states: {
            renewing: {
              description:
                'The session is being renewed on the server (when the site opens, then every 15 minutes).',
              tags: ['busy'],
              on: { 'session.closed': { actions: assign({ closing: true }) } },
              invoke: {
                id: 'renewSession',
                src: 'renewSession',
                onDone: [
                  { guard: 'wasClosed', target: '#sessionRenewal.closed' },
                  {
                    guard: {
                      type: 'isLastStretch',
                      params: ({ event }) => ({ secondsLeft: event.output.secondsLeft }),
                    },
                    target: 'expiring',
                    actions: assign({ secondsLeft: ({ event }) => event.output.secondsLeft }),
                  },
                  {
                    target: 'waiting',
                    actions: assign({ secondsLeft: ({ event }) => event.output.secondsLeft }),
                  },
                ],
                onError: [
                  {
                    guard: {
                      type: 'isSessionGone',
                      params: ({ event }) => ({ errorCode: errorCodeOf(event.error) }),
                    },
                    target: '#sessionRenewal.expired',
                  },
                  { guard: 'wasClosed', target: '#sessionRenewal.closed' },
                  { target: 'retrying' },
                ],
              },
            },
            waiting: {
              description:
                'Renewed: the next renewal comes 15 minutes later, as long as the player is not idle by then.',
              after: { renewInterval: { target: 'renewing' } },
            },
            retrying: {
              description:
                'The renewal failed for want of a connection or a server fault: it is tried again a minute later.',
              after: { renewRetry: { target: 'renewing' } },
            },
            expiring: {
              description:
                'The session has reached the end the server will not move (24 hours after the sign-in): it ends when its time is up.',
              after: { untilExpiry: { target: '#sessionRenewal.expired' } },
            },
          },
        },
        watchingInput: {
          description: "Watching the player's input.",
          initial: 'active',
          states: {
            active: {
              description:
                'The player has used the site within the last 30 minutes; each tap, key, scroll or wheel starts the 30 minutes again.',
              on: { 'activity.input': { target: 'active', reenter: true } },
              after: { idleLimit: { target: '#sessionRenewal.idle' } },
            },
          },
        },
      },
    },
    idle: {
      description:
        'No input for 30 minutes: the session is ended on the server and on the site, the logged-out message shows and the login opens.',
      type: 'final',
      entry: [{ type: 'endSession', params: { logout: true } }, 'showLoggedOut', 'openLogin'],
    },
    expired: {
      description:
        'The server no longer knows the session (or it reached its last end): it is cleared on the site, the logged-out message shows and the login opens.',
      type: 'final',
      entry: [{ type: 'endSession', params: { logout: false } }, 'showLoggedOut', 'openLogin'],
    },
    closed: {
      description:
        'The site closed the session itself (logout, another login, another call found it ended): nothing more to do or say.',
      type: 'final',
    },
  },
});
