import { assign, setup } from 'xstate';
import type { PlaySession } from '../../shared/contract/calls/responsible-gaming.ts';
import { notProvidedAction, notProvidedActor } from '../not-provided.ts';

/**
 * The session reminder itself (requirements D5.2): while a member is signed in with a reminder set,
 * at each interval since the login a dialog shows the time played and the session's net result
 * (wins minus bets); the player continues or logs out. Time is counted from the session's start as
 * the server gave it, by named delays, so the chart needs no clock of its own: `elapsedMs` is the
 * time since the start when the chart began, and grows by each delay waited.
 */

export interface ReminderTimerInput {
  /** The session's start (ISO instant). */
  startedAt: string;
  minutes: number;
  /** The time since the start when the reminder began (ms). */
  elapsedMs: number;
}

export interface ReminderTimerContext {
  minutes: number;
  elapsedMs: number;
  /** Wins minus bets at the last reminder; null when it could not be read. */
  netResult: string | null;
}

export type ReminderTimerEvent = { type: 'reminder.continue' } | { type: 'reminder.logOut' };

/** The interval in ms. */
export function intervalMs(minutes: number): number {
  return minutes * 60_000;
}

/** How long until the next whole interval since the start (a full interval right on one). */
export function msUntilNextReminder(elapsedMs: number, minutes: number): number {
  const interval = intervalMs(minutes);
  return interval - (Math.max(0, elapsedMs) % interval);
}

export const reminderTimerMachine = setup({
  types: {
    context: {} as ReminderTimerContext,
    events: {} as ReminderTimerEvent,
    input: {} as ReminderTimerInput,
  },
  actors: {
    /** Reads the session's net result (GET /wps/security/session). */
    readSession: notProvidedActor<PlaySession>('readSession'),
  },
  actions: {
    /** Starts the site's logout flow (requirements A4.12 "Logout"). */
    requestLogout: notProvidedAction('requestLogout'),
  },
  delays: {
    untilNextReminder: ({ context }) => msUntilNextReminder(context.elapsedMs, context.minutes),
  },
}).createMachine({
  id: 'reminderTimer',
  context: ({ input }) => ({
    minutes: input.minutes,
    elapsedMs: input.elapsedMs,
    netResult: null,
  }),
  initial: 'waiting',
  states: {
    waiting: {
      description:
        'The member plays; the reminder waits for the next whole interval since the login.',
      after: {
        untilNextReminder: {
          target: 'reading',
          actions: assign({
            elapsedMs: ({ context }) =>
              context.elapsedMs + msUntilNextReminder(context.elapsedMs, context.minutes),
          }),
        },
      },
    },
    reading: {
      description: "The interval has passed: the session's net result is being read.",
      tags: ['busy'],
      invoke: {
        id: 'readSession',
        src: 'readSession',
        onDone: {
          target: 'reminding',
          actions: assign({ netResult: ({ event }) => event.output.netResult }),
        },
        onError: { target: 'reminding', actions: assign({ netResult: null }) },
      },
    },
    reminding: {
      description:
        'The dialog shows the time played and the net result (when it could be read): Continue or Log out.',
      on: {
        'reminder.continue': { target: 'waiting' },
        'reminder.logOut': { target: 'leaving', actions: 'requestLogout' },
      },
    },
    leaving: {
      type: 'final',
      description: "The player chose to log out: the site's logout flow takes over.",
    },
  },
});
