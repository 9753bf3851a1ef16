import { assign, setup } from 'xstate';
import type {
  PlaySession,
  SessionReminder,
} from '../../shared/contract/calls/responsible-gaming.ts';
import type { ReminderMinutes } from '../../shared/contract/rewards.ts';
import { errorCodeOf } from '../account/shared.ts';
import { notProvidedAction, notProvidedActor } from '../not-provided.ts';

/**
 * The session reminder's setting in the security centre (requirements D5.2): off, or every 30, 60
 * or 120 minutes. The player picks one and saves it; the saved choice is announced so the running
 * reminder (machines/security/reminder-timer.machine.ts) follows it without a reload.
 */

export interface SessionReminderContext {
  /** What the server holds. */
  saved: ReminderMinutes | null;
  /** What the player picked. */
  choice: ReminderMinutes | null;
  errorCode: string | null;
}

export type SessionReminderEvent =
  | { type: 'reminder.choose'; minutes: ReminderMinutes | null }
  | { type: 'reminder.save' }
  | { type: 'reminder.retry' };

export const sessionReminderMachine = setup({
  types: {
    context: {} as SessionReminderContext,
    events: {} as SessionReminderEvent,
  },
  actors: {
    /** Reads the caller's session with the reminder's minutes (GET /wps/security/session). */
    loadReminder: notProvidedActor<PlaySession>('loadReminder'),
    /** Saves the minutes (PUT /wps/security/session-reminder). */
    saveReminder: notProvidedActor<SessionReminder, ReminderMinutes | null>('saveReminder'),
  },
  actions: {
    /** Tells the running reminder the new minutes (null: off). */
    announceReminder: notProvidedAction<{ minutes: ReminderMinutes | null }>('announceReminder'),
  },
  guards: {
    isChanged: ({ context }) => context.choice !== context.saved,
  },
}).createMachine({
  id: 'sessionReminder',
  context: { saved: null, choice: null, errorCode: null },
  initial: 'loading',
  states: {
    loading: {
      description: 'The reminder as saved is being read.',
      tags: ['busy'],
      invoke: {
        id: 'loadReminder',
        src: 'loadReminder',
        onDone: {
          target: 'choosing',
          actions: assign({
            saved: ({ event }) => event.output.minutes,
            choice: ({ event }) => event.output.minutes,
          }),
        },
        onError: {
          target: 'loadFailed',
          actions: assign({ errorCode: ({ event }) => errorCodeOf(event.error) }),
        },
      },
    },
    loadFailed: {
      description: 'The setting could not be read; the player can try again.',
      on: { 'reminder.retry': { target: 'loading', actions: assign({ errorCode: null }) } },
    },
    choosing: {
      description:
        'The choices off, 30, 60 and 120 minutes, the saved one marked; Save keeps the pick.',
      initial: 'idle',
      on: {
        'reminder.choose': {
          target: '.idle',
          actions: assign({ choice: ({ event }) => event.minutes, errorCode: null }),
        },
        'reminder.save': { guard: 'isChanged', target: 'saving' },
      },
      states: {
        idle: { description: 'The pick as made; Save does nothing while it is the saved one.' },
        saved: { description: 'The pick is saved and the running reminder follows it.' },
        refused: { description: 'The server refused; the pick stays and a message says why.' },
      },
    },
    saving: {
      description: 'The pick is being saved; further taps send nothing.',
      tags: ['busy'],
      invoke: {
        id: 'saveReminder',
        src: 'saveReminder',
        input: ({ context }) => context.choice,
        onDone: {
          target: 'choosing.saved',
          actions: [
            assign({ saved: ({ event }) => event.output.minutes }),
            {
              type: 'announceReminder',
              params: ({ event }) => ({ minutes: event.output.minutes }),
            },
          ],
        },
        onError: {
          target: 'choosing.refused',
          actions: assign({ errorCode: ({ event }) => errorCodeOf(event.error) }),
        },
      },
    },
  },
});
