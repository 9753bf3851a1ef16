import { assign, setup } from 'xstate';
import type {
  SelfExclusion,
  SelfExclusionRequest,
} from '../../shared/contract/calls/responsible-gaming.ts';
import type { ExclusionPeriod } from '../../shared/contract/rewards.ts';
import { errorCodeOf, type FieldErrors } from '../account/shared.ts';
import { notProvidedAction, notProvidedActor } from '../not-provided.ts';

/**
 * Self-exclusion in the security centre (requirements D5.3): the player chooses 24 hours, 7 days or
 * 30 days, then confirms with the login password. The server ends every session; the site signs
 * out and shows the login with the end. A wrong password shows on its field (cleared); one already
 * running says until when. It cannot be shortened or cancelled, so the confirmation says so.
 */

export interface SelfExclusionContext {
  period: ExclusionPeriod | null;
  password: string;
  fieldErrors: FieldErrors;
  errorCode: string | null;
  /** The end: of this exclusion once started, or of one already running. */
  until: string | null;
}

export type SelfExclusionEvent =
  | { type: 'exclusion.choose'; period: ExclusionPeriod }
  | { type: 'exclusion.next' }
  | { type: 'exclusion.back' }
  | { type: 'password.changed'; value: string }
  | { type: 'exclusion.confirm' };

/** The `until` a refusal carries (self.exclusion.active), or null. */
export function untilOf(error: unknown): string | null {
  const value = (error as { value?: { until?: unknown } } | null)?.value;
  return typeof value?.until === 'string' ? value.until : null;
}

/** Where a refusal shows: a wrong password on its field (cleared), the rest as a message. */
export function exclusionRefusal(
  error: unknown,
  context: SelfExclusionContext,
): SelfExclusionContext {
  const code = errorCodeOf(error);
  if (code === 'user.or.token.invalid')
    return { ...context, password: '', fieldErrors: { loginPassword: code }, errorCode: null };
  return { ...context, fieldErrors: {}, errorCode: code, until: untilOf(error) };
}

export const selfExclusionMachine = setup({
  types: {
    context: {} as SelfExclusionContext,
    events: {} as SelfExclusionEvent,
  },
  actors: {
    /** Starts the exclusion (POST /wps/security/self-exclusion, encrypted). */
    excludeSelf: notProvidedActor<SelfExclusion, SelfExclusionRequest>('excludeSelf'),
  },
  actions: {
    /** The server ended every session: clear this one and go to the login showing the end. */
    endSession: notProvidedAction<{ until: string }>('endSession'),
  },
  guards: {
    hasPeriod: ({ context }) => context.period !== null,
    hasPassword: ({ context }) => context.password !== '',
  },
}).createMachine({
  id: 'selfExclusion',
  context: { period: null, password: '', fieldErrors: {}, errorCode: null, until: null },
  initial: 'choosing',
  states: {
    choosing: {
      description: 'The player chooses a cool-off of 24 hours, 7 days or 30 days.',
      on: {
        'exclusion.choose': {
          actions: assign({ period: ({ event }) => event.period, fieldErrors: {} }),
        },
        'exclusion.next': [
          { guard: 'hasPeriod', target: 'confirming', actions: assign({ fieldErrors: {} }) },
          { actions: assign({ fieldErrors: { period: 'required' } }) },
        ],
      },
    },
    confirming: {
      description:
        'The choice is shown with its consequences (signed out at once, no login until the end, no way to cancel); the login password confirms it.',
      initial: 'editing',
      on: {
        'password.changed': {
          target: '.editing',
          actions: assign({
            password: ({ event }) => event.value,
            fieldErrors: {},
            errorCode: null,
          }),
        },
        'exclusion.back': {
          target: 'choosing',
          actions: assign({ password: '', fieldErrors: {}, errorCode: null, until: null }),
        },
        'exclusion.confirm': [
          { guard: 'hasPassword', target: 'submitting', actions: assign({ errorCode: null }) },
          {
            target: '.editing',
            actions: assign({ fieldErrors: { loginPassword: 'required' }, errorCode: null }),
          },
        ],
      },
      states: {
        editing: { description: 'The password as typed; an empty one is asked for on its field.' },
        refused: {
          description:
            'The server refused: a wrong password on its field (cleared), one already running with its end, anything else as a message.',
        },
      },
    },
    submitting: {
      description: 'The exclusion is being started; further taps send nothing.',
      tags: ['busy'],
      invoke: {
        id: 'excludeSelf',
        src: 'excludeSelf',
        input: ({ context }) => ({
          period: context.period ?? '24h',
          loginPassword: context.password,
        }),
        onDone: {
          target: 'excluded',
          actions: assign({ until: ({ event }) => event.output.until, password: '' }),
        },
        onError: {
          target: 'confirming.refused',
          actions: assign(({ context, event }) => exclusionRefusal(event.error, context)),
        },
      },
    },
    excluded: {
      type: 'final',
      description: 'Excluded: this session ends and the login shows until when logins are refused.',
      entry: { type: 'endSession', params: ({ context }) => ({ until: context.until ?? '' }) },
    },
  },
});
