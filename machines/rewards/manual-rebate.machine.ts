import { assign, setup } from 'xstate';
import type {
  RebateClaim,
  RebateClaims,
  RebateSummary,
} from '../../shared/contract/calls/manual-rebate.ts';
import { errorCodeOf } from '../error-code.ts';
import { notProvidedAction, notProvidedActor } from '../not-provided.ts';
import { amountCents } from '../cashier/amount-input.ts';
import { refusalValue } from '../cashier/cashier-refusal.ts';

/**
 * Manual rebate `/m/member/manualRebate` (requirements D3, C7.1).
 *
 * With MANPLAYREB3 off the screen says the feature is not available and calls nothing (requirements
 * D3.5). Otherwise the rebate available now loads with the history of claims: each category's stake,
 * rate and amount, and the total. The claim button is enabled when the total reaches the minimum, and
 * otherwise says how much is missing (requirements D3.2). Claiming sends one request with an
 * idempotency key (requirements D0.3); further taps send nothing. A claim that got no answer keeps
 * its key, so claiming again after a reload is the same claim and can never pay twice. After a claim
 * the amount shows, balances refresh (a money event) and the list is read again: its total starts
 * from zero (requirements D3.3). Codes only; the view translates them.
 *
 * The history shows the newest page of claims (24) first; while the server says older claims
 * exist, Load more reads the next page and appends it in order, never twice the same claim; a
 * failure keeps the claims shown and offers Try again (requirements D3.4). After a claim the
 * history is read again from its first page.
 */

export interface ManualRebateInput {
  /** MANPLAYREB3 is on (the site's module flags). */
  readonly enabled: boolean;
}

export interface RebateLoad {
  readonly summary: RebateSummary;
  /** The newest claims first: the history's first page (requirements D3.4). */
  readonly claims: readonly RebateClaim[];
  /** The server has older claims on a next page. */
  readonly hasMore: boolean;
}

/** A refused claim: the code and, for `rebate.below.minimum`, the numbers the server named. */
export interface RebateRefusal {
  readonly code: string;
  readonly minimum: string | null;
  readonly total: string | null;
}

export interface ManualRebateContext {
  enabled: boolean;
  summary: RebateSummary | null;
  /** The claims shown, newest first: the pages read so far, each claim once. */
  claims: readonly RebateClaim[];
  /** How many pages of the history are shown. */
  page: number;
  /** The server has older claims on the next page. */
  hasMore: boolean;
  /** Why the next page of the history could not be loaded. */
  moreError: string | null;
  /** Why the rebate could not be loaded. */
  loadError: string | null;
  /** The key of the claim being sent, kept after a claim that got no answer. */
  idempotencyKey: string | null;
  /** The claim just made, while its amount shows. */
  claimed: RebateClaim | null;
  refusal: RebateRefusal | null;
}

export type ManualRebateEvent =
  | { type: 'rebate.retry' }
  /** Load more (or Try again after a failure): the next page of the history. */
  | { type: 'history.more' }
  /** `key` is a fresh idempotency key; the chart keeps the one of an unanswered earlier claim. */
  | { type: 'rebate.claim'; key: string };

/** Whether the total reaches the minimum claim (compared in whole cents, never as floats). */
export function reachesMinimum(summary: RebateSummary | null): boolean {
  if (summary === null) return false;
  // Whole cents in BigInt, never floats (requirements C2.3); the server prints both with 2 decimals.
  const total = amountCents(summary.total) ?? 0n;
  return total > 0n && total >= (amountCents(summary.minimum) ?? 0n);
}

/** The claims shown, then those of the next page not shown yet, in the server's order. */
export function appendClaims(
  shown: readonly RebateClaim[],
  next: readonly RebateClaim[],
): readonly RebateClaim[] {
  const ids = new Set(shown.map((claim) => claim.id));
  return [...shown, ...next.filter((claim) => !ids.has(claim.id))];
}

/** The failures where no answer is known to have arrived: the claim may have been booked. */
const UNANSWERED = ['network.offline', 'network.timeout', 'response.invalid', 'unknown'];

export const manualRebateMachine = setup({
  types: {
    context: {} as ManualRebateContext,
    events: {} as ManualRebateEvent,
    input: {} as ManualRebateInput,
  },
  actors: {
    /** GET the rebate available now and the first page of claims. */
    loadRebate: notProvidedActor<RebateLoad>('loadRebate'),
    /** POST the claim with its Idempotency-Key. */
    claimRebate: notProvidedActor<RebateClaim, { idempotencyKey: string }>('claimRebate'),
    /** GET one page of the history of claims (from 1). */
    loadClaims: notProvidedActor<RebateClaims, { page: number }>('loadClaims'),
  },
  actions: {
    /** Balances and money lists read again after the rebate was booked (requirements C7.1). */
    announceMoneyEvent: notProvidedAction('announceMoneyEvent'),
  },
  guards: {
    isDisabled: ({ context }) => !context.enabled,
    isFeatureOff: (_, params: { error: unknown }) =>
      errorCodeOf(params.error) === 'function.not.available',
    canClaim: ({ context }) => reachesMinimum(context.summary),
    isUnanswered: (_, params: { error: unknown }) => UNANSWERED.includes(errorCodeOf(params.error)),
    hasMoreClaims: ({ context }) => context.hasMore,
  },
}).createMachine({
  // Stryker disable next-line StringLiteral: equivalent for behaviour, the id only names the chart (inspector, docs).
  id: 'manualRebate',
  context: ({ input }) => ({
    enabled: input.enabled,
    summary: null,
    claims: [],
    page: 0,
    hasMore: false,
    moreError: null,
    loadError: null,
    idempotencyKey: null,
    claimed: null,
    refusal: null,
  }),
  initial: 'checkingAvailability',
  states: {
    checkingAvailability: {
      description: 'Is the manual rebate switched on for this site (MANPLAYREB3)?',
      always: [{ guard: 'isDisabled', target: 'disabled' }, { target: 'loading' }],
    },
    disabled: {
      type: 'final',
      description:
        'MANPLAYREB3 is off: "The manual rebate is not available on this site", and nothing is called (requirements D3.5).',
    },
    loading: {
      description:
        'The rebate available now and the history of claims are loading (a skeleton shows).',
      tags: ['busy'],
      invoke: {
        id: 'loadRebate',
        src: 'loadRebate',
        onDone: {
          target: 'ready',
          actions: assign({
            summary: ({ event }) => event.output.summary,
            claims: ({ event }) => event.output.claims,
            page: 1,
            hasMore: ({ event }) => event.output.hasMore,
            moreError: null,
            refusal: null,
          }),
        },
        onError: [
          {
            guard: { type: 'isFeatureOff', params: ({ event }) => ({ error: event.error }) },
            target: 'disabled',
          },
          {
            target: 'loadFailed',
            actions: assign({ loadError: ({ event }) => errorCodeOf(event.error) }),
          },
        ],
      },
    },
    loadFailed: {
      description: 'The rebate could not be loaded: the reason shows with a Try again button.',
      on: { 'rebate.retry': { target: 'loading', actions: assign({ loadError: null }) } },
    },
    ready: {
      description:
        'The rebate with its claim button, and below it the history of claims; a claim reads the history again from its first page.',
      type: 'parallel',
      states: {
        rebate: {
          description: 'The rebate since the last claim and the claim button.',
          initial: 'showing',
          states: {
            showing: {
              description:
                "Each category's stake, rate and amount, the total and the claim button.",
              initial: 'checkingTotal',
              states: {
                checkingTotal: {
                  description: 'Does the total reach the minimum claim?',
                  always: [{ guard: 'canClaim', target: 'claimable' }, { target: 'belowMinimum' }],
                },
                claimable: {
                  description: 'The total reaches the minimum: the claim button is enabled.',
                  on: {
                    'rebate.claim': {
                      target: '#manualRebate.ready.rebate.claiming',
                      actions: assign(({ context, event }) => ({
                        idempotencyKey: context.idempotencyKey ?? event.key,
                        claimed: null,
                      })),
                    },
                  },
                },
                belowMinimum: {
                  description:
                    'The total is below the minimum: the claim button is disabled and says how much more is needed.',
                },
              },
            },
            claiming: {
              description:
                'The claim is being sent with its idempotency key; the button waits and further taps send nothing.',
              tags: ['busy'],
              invoke: {
                id: 'claimRebate',
                src: 'claimRebate',
                input: ({ context }) => ({ idempotencyKey: context.idempotencyKey ?? '' }),
                onDone: {
                  target: 'claimed',
                  actions: [
                    assign({ claimed: ({ event }) => event.output, idempotencyKey: null }),
                    'announceMoneyEvent',
                  ],
                },
                onError: [
                  {
                    // No answer: the claim may be booked. The key stays, so claiming again repeats it.
                    guard: {
                      type: 'isUnanswered',
                      params: ({ event }) => ({ error: event.error }),
                    },
                    target: 'refused',
                    actions: assign({
                      refusal: ({ event }) => ({
                        code: errorCodeOf(event.error),
                        minimum: null,
                        total: null,
                      }),
                    }),
                  },
                  {
                    target: 'refused',
                    actions: assign({
                      idempotencyKey: null,
                      refusal: ({ event }) => ({
                        code: errorCodeOf(event.error),
                        minimum: refusalValue(event.error, 'minimum'),
                        total: refusalValue(event.error, 'total'),
                      }),
                    }),
                  },
                ],
              },
            },
            refused: {
              description:
                'The claim was refused or got no answer: the reason shows with a button that reads the rebate again.',
              on: { 'rebate.retry': { target: '#manualRebate.loading' } },
            },
            claimed: {
              description:
                'The claim was booked: its amount shows, balances refresh, and the rebate is read again from zero.',
              initial: 'reloading',
              states: {
                reloading: {
                  description:
                    'The rebate and the first page of the history are read again after the claim.',
                  tags: ['busy'],
                  invoke: {
                    id: 'loadRebate',
                    src: 'loadRebate',
                    onDone: {
                      // The history starts again from its first page, the claim just made on top.
                      target: ['reloaded', '#manualRebate.ready.history'],
                      actions: assign({
                        summary: ({ event }) => event.output.summary,
                        claims: ({ event }) => event.output.claims,
                        page: 1,
                        hasMore: ({ event }) => event.output.hasMore,
                        moreError: null,
                      }),
                    },
                    onError: {
                      target: 'reloadFailed',
                      actions: assign({ loadError: ({ event }) => errorCodeOf(event.error) }),
                    },
                  },
                },
                reloaded: {
                  description:
                    'The claimed amount and the new rebate (from zero, or what was played since); a claim is possible again once the total reaches the minimum.',
                  on: {
                    'rebate.claim': {
                      guard: 'canClaim',
                      target: '#manualRebate.ready.rebate.claiming',
                      actions: assign(({ context, event }) => ({
                        idempotencyKey: context.idempotencyKey ?? event.key,
                        claimed: null,
                      })),
                    },
                  },
                },
                reloadFailed: {
                  description:
                    'The claimed amount shows, but the rebate could not be read again: Try again reads it.',
                  on: {
                    'rebate.retry': {
                      target: 'reloading',
                      actions: assign({ loadError: null }),
                    },
                  },
                },
              },
            },
          },
        },
        history: {
          description:
            'The history of claims, newest first, 24 a page; older pages are added below on request (requirements D3.4).',
          initial: 'checkingMore',
          states: {
            checkingMore: {
              description: 'Does the server have claims older than those shown?',
              always: [{ guard: 'hasMoreClaims', target: 'more' }, { target: 'complete' }],
            },
            more: {
              description: 'Older claims exist: a Load more button shows below the list.',
              on: { 'history.more': { target: 'loadingMore' } },
            },
            loadingMore: {
              description:
                'The next page of claims is loading: the claims shown stay, the button waits and further taps send nothing.',
              tags: ['historyBusy'],
              invoke: {
                id: 'loadClaims',
                src: 'loadClaims',
                input: ({ context }) => ({ page: context.page + 1 }),
                onDone: {
                  target: 'checkingMore',
                  actions: assign({
                    // Appended in order; a claim already shown (the pages moved) is not shown twice.
                    claims: ({ context, event }) => appendClaims(context.claims, event.output.rows),
                    page: ({ context }) => context.page + 1,
                    hasMore: ({ event }) => event.output.hasMore,
                  }),
                },
                onError: {
                  target: 'loadMoreFailed',
                  actions: assign({ moreError: ({ event }) => errorCodeOf(event.error) }),
                },
              },
            },
            loadMoreFailed: {
              description:
                'The next page could not be loaded: the claims shown stay, and the reason shows with Try again.',
              on: {
                'history.more': { target: 'loadingMore', actions: assign({ moreError: null }) },
              },
            },
            complete: {
              description: 'Every claim shows: the server has no older page, and no button shows.',
            },
          },
        },
      },
    },
  },
});
