import { assign, setup } from 'xstate';
import type { FeedbackSetting } from '../shared/contract/calls/feedback.ts';
import { TRIAL_TYPE } from '../shared/contract/member-types.ts';
import { errorCodeOf } from './error-code.ts';
import { notProvidedAction, notProvidedActor } from './not-provided.ts';

/**
 * The feedback form `/m/feedback` (module COMM3, requirements B5.5; docs/api.md "Feedback").
 *
 * A visitor is asked to log in. For a player the form's length bounds are read from the site
 * configuration first; then the player writes in a box with a counter and sends. The text is
 * checked before anything is sent: a trial player is refused with the spec message, and text that
 * (trimmed) is shorter than the lower bound (at least 1) or longer than the upper one says so. The
 * trimmed text is sent once; while it goes, further taps send nothing. Sent, the box empties and a
 * thank-you shows; refused by the server or not sent, the text stays and the reason shows.
 * Codes only; the view translates them.
 *
 * Pure chart: reading the bounds, sending the text and the thank-you are provided by
 * src/features/feedback/actors.
 */

/** Why the text was not sent: refused here before sending, or by the server. */
export type FeedbackProblem = 'tooShort' | 'tooLong' | 'trial' | 'failed';

export interface FeedbackInput {
  /** The session's customer type; null for a visitor. */
  memberType: number | null;
}

export interface FeedbackContext {
  memberType: number | null;
  /** The content bounds of the site configuration (both 0 until they are read). */
  setting: FeedbackSetting;
  /** What the player wrote, as typed. */
  text: string;
  /** Why the last send did not happen or failed, shown under the box until the next send. */
  problem: FeedbackProblem | null;
}

export type FeedbackEvent =
  { type: 'text.changed'; value: string } | { type: 'feedback.submit' } | { type: 'setting.retry' };

/** The server counts the trimmed text in UTF-16 code units, as `String.length` does; so do we. */
export function feedbackLength(text: string): number {
  return text.trim().length;
}

/** The lower bound the form applies: the configured one, and never an empty text. */
export function feedbackMinimum(setting: FeedbackSetting): number {
  return Math.max(1, setting.minLength);
}

const lengthOf = (context: FeedbackContext) => feedbackLength(context.text);

export const feedbackMachine = setup({
  types: {
    context: {} as FeedbackContext,
    events: {} as FeedbackEvent,
    input: {} as FeedbackInput,
  },
  actors: {
    /** GET the content bounds of the site configuration. */
    loadSetting: notProvidedActor<FeedbackSetting>('loadSetting'),
    /** PUT the trimmed text. */
    sendFeedback: notProvidedActor<void, { content: string }>('sendFeedback'),
  },
  actions: {
    /** "Thank you for your feedback" for a moment. */
    thankPlayer: notProvidedAction('thankPlayer'),
  },
  guards: {
    isVisitor: ({ context }) => context.memberType === null,
    isTrial: ({ context }) => context.memberType === TRIAL_TYPE,
    isTooShort: ({ context }) => lengthOf(context) < feedbackMinimum(context.setting),
    isTooLong: ({ context }) => lengthOf(context) > context.setting.maxLength,
    isTrialRefusal: (_, params: { error: unknown }) =>
      errorCodeOf(params.error) === 'trial.not.allowed',
  },
}).createMachine({
  // Stryker disable next-line StringLiteral: equivalent for behaviour, the id only names the chart (inspector, docs).
  id: 'feedback',
  context: ({ input }) => ({
    memberType: input.memberType,
    setting: { minLength: 0, maxLength: 0 },
    text: '',
    problem: null,
  }),
  initial: 'checkingSession',
  states: {
    checkingSession: {
      description: 'Deciding who writes: a visitor is asked to log in, a player gets the form.',
      always: [{ guard: 'isVisitor', target: 'signedOut' }, { target: 'loadingSetting' }],
    },
    signedOut: {
      description: 'A visitor: "Log in to send feedback" with a link to the login page.',
    },
    loadingSetting: {
      description: 'Reading how long feedback may be; a placeholder shows where the form will be.',
      tags: ['busy'],
      invoke: {
        id: 'loadSetting',
        src: 'loadSetting',
        onDone: {
          target: 'editing',
          actions: assign({ setting: ({ event }) => event.output }),
        },
        onError: { target: 'loadFailed' },
      },
    },
    loadFailed: {
      description:
        'The bounds could not be read: "The feedback form could not be loaded" and a Try again button.',
      on: {
        'setting.retry': { target: 'loadingSetting' },
      },
    },
    editing: {
      description:
        'The box, its counter (trimmed length of the upper bound, and the lower bound) and Send feedback. A problem shows under the box until the next send.',
      on: {
        'text.changed': {
          actions: assign({ text: ({ event }) => event.value }),
        },
        'feedback.submit': [
          {
            description: 'A trial player: the spec message, nothing is sent.',
            guard: 'isTrial',
            actions: assign({ problem: 'trial' }),
          },
          {
            description:
              'Shorter than the lower bound (at least 1 character): said, nothing is sent.',
            guard: 'isTooShort',
            actions: assign({ problem: 'tooShort' }),
          },
          {
            description: 'Longer than the upper bound: said, nothing is sent.',
            guard: 'isTooLong',
            actions: assign({ problem: 'tooLong' }),
          },
          { target: 'sending', actions: assign({ problem: null }) },
        ],
      },
    },
    sending: {
      description:
        'The trimmed text is on its way: the button is busy, the box cannot be changed and further taps send nothing. Not sent (network, server), "could not be sent" shows and the text stays.',
      tags: ['busy'],
      invoke: {
        id: 'sendFeedback',
        src: 'sendFeedback',
        input: ({ context }) => ({ content: context.text.trim() }),
        onDone: {
          target: 'editing',
          actions: [assign({ text: '' }), 'thankPlayer'],
        },
        onError: [
          {
            description: 'The server refuses a trial player: the spec message, the text stays.',
            guard: { type: 'isTrialRefusal', params: ({ event }) => ({ error: event.error }) },
            target: 'editing',
            actions: assign({ problem: 'trial' }),
          },
          {
            target: 'editing',
            actions: assign({ problem: 'failed' }),
          },
        ],
      },
    },
  },
});
