import { assign, setup } from 'xstate';
import type {
  DepositLimit,
  DepositLimitRequest,
  DepositLimits,
} from '../../shared/contract/calls/responsible-gaming.ts';
import { LIMIT_PERIODS, type LimitPeriod } from '../../shared/contract/rewards.ts';
import { errorCodeOf, type FieldErrors } from '../account/shared.ts';
import { readAmount } from '../cashier/amount-input.ts';
import { refusedFields } from '../cashier/cashier-refusal.ts';
import { notProvidedActor } from '../not-provided.ts';

/**
 * Deposit limits in the security centre (requirements D5.1): per Bangladesh day, week and month
 * the limit in effect, a raise or removal waiting 24 hours, and what the period used. The player
 * types a limit and saves it, or removes one; the server decides whether it applies at once
 * (lower) or later (higher, removed) and answers every limit again. Amounts are read like the
 * cashier's (requirements C3.3: Bengali digits, at most 2 decimals, more than 0).
 */

export type LimitDrafts = Record<LimitPeriod, string>;

export interface DepositLimitsContext {
  limits: readonly DepositLimit[];
  /** What the player typed per period; kept whatever the server answers. */
  drafts: LimitDrafts;
  /** Per period: an amount problem (`format`, `zero`…) or a server code. */
  fieldErrors: FieldErrors;
  errorCode: string | null;
  /** The change being saved, then the one just saved (the view says whether it waits). */
  request: DepositLimitRequest | null;
}

export type DepositLimitsEvent =
  | { type: 'limit.changed'; period: LimitPeriod; value: string }
  | { type: 'limit.save'; period: LimitPeriod }
  | { type: 'limit.remove'; period: LimitPeriod }
  | { type: 'limits.retry' };

/** The largest limit the server stores (NUMERIC(18,2) as the contract's amounts allow). */
// Stryker disable next-line StringLiteral: equivalent, the amount pattern (C3.3: 12 whole digits, 2 decimals) already refuses anything above this.
const MAX_LIMIT = '999999999999.99';

/** The amount problem of a draft, or null when it can be saved. */
export function draftProblem(draft: string): string | null {
  // Stryker disable next-line ObjectLiteral,StringLiteral: equivalent, 0.01 is the smallest amount that is not 0 (refused as zero) and the pattern caps the maximum.
  const reading = readAmount(draft, { min: '0.01', max: MAX_LIMIT });
  return reading.ok ? null : reading.problem;
}

/** The request a valid draft makes: ASCII digits, 2 decimals. */
export function limitRequest(period: LimitPeriod, draft: string): DepositLimitRequest {
  // Stryker disable next-line ObjectLiteral,StringLiteral: equivalent, for the same reason.
  const reading = readAmount(draft, { min: '0.01', max: MAX_LIMIT });
  return { period, amount: reading.ok ? reading.amount : null };
}

/** Each period's field starts with its limit in effect, as the server prints it. */
export function draftsOf(limits: readonly DepositLimit[]): LimitDrafts {
  const drafts = { day: '', week: '', month: '' };
  for (const limit of limits) drafts[limit.period] = limit.amount ?? '';
  return drafts;
}

/** Where a refusal shows: an amount problem on the period's field, the rest as a message. */
export function limitRefusal(
  error: unknown,
  period: LimitPeriod,
): Pick<DepositLimitsContext, 'fieldErrors' | 'errorCode'> {
  const code = errorCodeOf(error);
  if (code === 'request_param_err') {
    const fields = refusedFields(error, ['amount']);
    if (fields['amount'] !== undefined)
      return { fieldErrors: { [period]: fields['amount'] }, errorCode: null };
  }
  return { fieldErrors: {}, errorCode: code };
}

function hasLimit(limits: readonly DepositLimit[], period: LimitPeriod): boolean {
  const limit = limits.find((entry) => entry.period === period);
  return limit !== undefined && limit.amount !== null && limit.pending?.amount !== null;
}

export const depositLimitsMachine = setup({
  types: {
    context: {} as DepositLimitsContext,
    events: {} as DepositLimitsEvent,
  },
  actors: {
    /** Reads the member's limits (GET /wps/security/limits). */
    loadLimits: notProvidedActor<DepositLimits>('loadLimits'),
    /** Sets or removes one limit (PUT); answers every limit again. */
    saveLimit: notProvidedActor<DepositLimits, DepositLimitRequest>('saveLimit'),
  },
  guards: {
    isDraftValid: ({ context, event }) =>
      // Stryker disable next-line ConditionalExpression: equivalent, the guard is used on limit.save alone; the test narrows the event's type.
      event.type === 'limit.save' && draftProblem(context.drafts[event.period]) === null,
    hasRemovableLimit: ({ context, event }) =>
      // Stryker disable next-line ConditionalExpression: equivalent, the guard is used on limit.remove alone; the test narrows the event's type.
      event.type === 'limit.remove' && hasLimit(context.limits, event.period),
  },
}).createMachine({
  // Stryker disable next-line StringLiteral: equivalent for behaviour, the id only names the chart (inspector, docs).
  id: 'depositLimits',
  context: {
    limits: [],
    drafts: { day: '', week: '', month: '' },
    fieldErrors: {},
    errorCode: null,
    request: null,
  },
  initial: 'loading',
  states: {
    loading: {
      description: "The member's deposit limits and what each period used are being read.",
      tags: ['busy'],
      invoke: {
        id: 'loadLimits',
        src: 'loadLimits',
        onDone: {
          target: 'showing',
          actions: assign({
            limits: ({ event }) => event.output.limits,
            drafts: ({ event }) => draftsOf(event.output.limits),
          }),
        },
        onError: {
          target: 'loadFailed',
          actions: assign({ errorCode: ({ event }) => errorCodeOf(event.error) }),
        },
      },
    },
    loadFailed: {
      description: 'The limits could not be read; the player can try again.',
      on: {
        'limits.retry': {
          target: 'loading',
          actions: assign({ errorCode: null }),
        },
      },
    },
    showing: {
      description:
        'Each period shows its limit in effect, a waiting raise or removal with when it applies, and what was deposited this period; the player types a new limit.',
      initial: 'editing',
      on: {
        'limit.changed': {
          target: '.editing',
          actions: assign({
            drafts: ({ context, event }) => ({ ...context.drafts, [event.period]: event.value }),
            fieldErrors: ({ context, event }) => {
              const rest: Record<string, string> = { ...context.fieldErrors };
              delete rest[event.period];
              return rest;
            },
            errorCode: null,
          }),
        },
        'limit.save': [
          {
            guard: 'isDraftValid',
            target: 'saving',
            actions: assign({
              request: ({ context, event }) =>
                limitRequest(event.period, context.drafts[event.period]),
              fieldErrors: {},
              errorCode: null,
            }),
          },
          {
            target: '.editing',
            actions: assign({
              fieldErrors: ({ context, event }) => ({
                ...context.fieldErrors,
                // Stryker disable next-line StringLiteral: equivalent, this branch is taken only when isDraftValid found a problem; the fallback only satisfies the type.
                [event.period]: draftProblem(context.drafts[event.period]) ?? 'format',
              }),
              errorCode: null,
            }),
          },
        ],
        'limit.remove': {
          guard: 'hasRemovableLimit',
          target: 'saving',
          actions: assign({
            request: ({ event }) => ({ period: event.period, amount: null }),
            fieldErrors: {},
            errorCode: null,
          }),
        },
      },
      states: {
        editing: {
          description: 'The limits as typed; a field with a problem says it until typed in again.',
        },
        saved: {
          description:
            'The change is saved: a lower or first limit applies now, a higher one or a removal shows when it applies.',
        },
        refused: {
          description:
            'The server refused the change: an amount problem on its field, anything else as a message; what was typed stays.',
        },
      },
    },
    saving: {
      description: 'One limit is being saved; further taps send nothing.',
      tags: ['busy'],
      invoke: {
        id: 'saveLimit',
        src: 'saveLimit',
        // Stryker disable next-line ObjectLiteral: equivalent, saving is entered only with the request just set; the fallback only satisfies the type.
        input: ({ context }) => context.request ?? { period: LIMIT_PERIODS[0], amount: null },
        onDone: {
          target: 'showing.saved',
          actions: assign({
            limits: ({ event }) => event.output.limits,
            drafts: ({ context, event }) => {
              // Stryker disable next-line OptionalChaining,StringLiteral: equivalent, saving always holds its request; the fallback only satisfies the type.
              const period = context.request?.period ?? 'day';
              return { ...context.drafts, [period]: draftsOf(event.output.limits)[period] };
            },
          }),
        },
        onError: {
          target: 'showing.refused',
          actions: assign(({ context, event }) =>
            // Stryker disable next-line OptionalChaining,StringLiteral: equivalent, for the same reason.
            limitRefusal(event.error, context.request?.period ?? 'day'),
          ),
        },
      },
    },
  },
});
