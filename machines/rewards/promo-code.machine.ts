import { assign, raise, setup } from 'xstate';
import { readPromoCode } from '../../shared/contract/rewards.ts';
import {
  type PromoCodeRedeemed,
  type PromoCodeRequest,
  type PromoRedemption,
} from '../../shared/contract/calls/promo-code.ts';
import { errorCodeOf } from '../error-code.ts';
import { notProvidedAction, notProvidedActor } from '../not-provided.ts';
import { refusalValue } from '../cashier/cashier-refusal.ts';

/**
 * Promo code `/m/promoCode` (requirements D2, C7.1).
 *
 * Whether promo codes are enabled is asked first: disabled, the page keeps today's coming-soon notice
 * (requirements D2.1). Enabled, the form and the member's redeemed codes show side by side: the
 * player types a code (upper case as typed, Bengali input kept as typed), submit checks its form
 * (4–20 letters or digits) before anything is sent, and the redemption carries an idempotency key
 * (requirements D0.3) kept until the player changes the code, so a retry after a network failure is
 * the same redemption. A refused code shows its own message next to the field and keeps what was
 * typed (requirements D2.2); too many refused codes wait out the seconds the server names
 * (requirements D2.4). A redeemed code shows what it granted, refreshes the balances (a money event)
 * and reads the history again (requirements D2.5); the field empties, so a second tap sends nothing.
 * Codes only; the view translates them.
 */

/** The refusals of requirements D2.2 that belong to the code field. */
export const CODE_REFUSALS = [
  'promo.code.invalid',
  'promo.code.expired',
  'promo.code.exhausted',
  'promo.code.used',
  'promo.code.deposit.required',
] as const;

/** Shown on the field when the typed code is not 4–20 letters or digits (no call is made). */
export const CODE_FORMAT_ERROR = 'promo.code.format';

export interface RedeemInput {
  readonly request: PromoCodeRequest;
  readonly idempotencyKey: string;
}

export interface PromoCodeContext {
  /** What the player typed, in upper case (requirements D2.2: the field keeps it). */
  code: string;
  /** A code refusal or the format error, shown next to the field. */
  codeError: string | null;
  /** `promo.code.deposit.required`'s minimum (requirements D2.2, `value.minDeposit`). */
  minDeposit: string | null;
  /** A failure that belongs to no field (network, server busy), above the button. */
  formError: string | null;
  /** Requirements D2.4: seconds until a code may be tried again (`value.retryAfter`). */
  retryAfter: number | null;
  /** The key of the last submission, until the code changes or it is redeemed. */
  idempotencyKey: string | null;
  /** What the last redemption granted, while it shows. */
  redeemed: PromoCodeRedeemed | null;
  /** The member's redemptions, newest first. */
  history: readonly PromoRedemption[];
  historyError: string | null;
  /** Why the enabled check failed. */
  loadError: string | null;
}

export type PromoCodeEvent =
  | { type: 'code.changed'; value: string }
  /** `key` is a fresh idempotency key; the chart keeps the one of an unchanged earlier submission. */
  | { type: 'promoCode.submit'; key: string }
  | { type: 'promoCode.retry' }
  | { type: 'history.retry' }
  | { type: 'history.reload' };

/** The retry-after seconds of a 429, at least 1 (a refusal without them waits a minute). */
export function retryAfterOf(error: unknown): number {
  const seconds = Number(refusalValue(error, 'retryAfter'));
  return Number.isInteger(seconds) && seconds > 0 ? seconds : 60;
}

const submitted = {
  codeError: null,
  minDeposit: null,
  formError: null,
  retryAfter: null,
} satisfies Partial<PromoCodeContext>;

export const promoCodeMachine = setup({
  types: {
    context: {} as PromoCodeContext,
    events: {} as PromoCodeEvent,
  },
  actors: {
    /** GET the promo-code-enabled call (the site configuration's switch). */
    checkEnabled: notProvidedActor<boolean>('checkEnabled'),
    /** POST the code with its Idempotency-Key. */
    redeemCode: notProvidedActor<PromoCodeRedeemed, RedeemInput>('redeemCode'),
    /** GET the member's redemptions. */
    loadHistory: notProvidedActor<readonly PromoRedemption[]>('loadHistory'),
  },
  actions: {
    /** Balances read again after a bonus was booked (requirements C7.1). */
    announceMoneyEvent: notProvidedAction('announceMoneyEvent'),
  },
  guards: {
    isEnabled: (_, params: { enabled: boolean }) => params.enabled,
    isCodeWellFormed: ({ context }) => readPromoCode(context.code) !== null,
    isThrottled: (_, params: { error: unknown }) =>
      errorCodeOf(params.error) === 'too.many.requests',
    isCodeRefusal: (_, params: { error: unknown }) =>
      (CODE_REFUSALS as readonly string[]).includes(errorCodeOf(params.error)) ||
      errorCodeOf(params.error) === 'request_param_err',
    grantsBonus: (_, params: { redeemed: PromoCodeRedeemed }) =>
      params.redeemed.redemption.bonusAmount !== null,
  },
  delays: {
    /** Requirements D2.4: the wait the server named. */
    throttleEnds: ({ context }) => (context.retryAfter ?? 60) * 1000,
  },
}).createMachine({
  // Stryker disable next-line StringLiteral: equivalent for behaviour, the id only names the chart (inspector, docs).
  id: 'promoCode',
  context: {
    code: '',
    ...submitted,
    idempotencyKey: null,
    redeemed: null,
    history: [],
    historyError: null,
    loadError: null,
  },
  initial: 'checkingEnabled',
  states: {
    checkingEnabled: {
      description: 'Asking whether promo codes are enabled; a spinner shows.',
      tags: ['busy'],
      invoke: {
        id: 'checkEnabled',
        src: 'checkEnabled',
        onDone: [
          {
            guard: { type: 'isEnabled', params: ({ event }) => ({ enabled: event.output }) },
            target: 'ready',
          },
          { target: 'disabled' },
        ],
        onError: {
          target: 'checkFailed',
          actions: assign({ loadError: ({ event }) => errorCodeOf(event.error) }),
        },
      },
    },
    checkFailed: {
      description: 'The check failed: the reason shows with a Try again button.',
      on: {
        'promoCode.retry': { target: 'checkingEnabled', actions: assign({ loadError: null }) },
      },
    },
    disabled: {
      type: 'final',
      description:
        'Promo codes are off (requirements D2.1): "Coming soon, promo codes are not available yet", with a link home.',
    },
    ready: {
      description: 'Promo codes are on: the form, and below it the member’s redeemed codes.',
      type: 'parallel',
      states: {
        form: {
          description: 'The code field and the Redeem button.',
          initial: 'editing',
          states: {
            editing: {
              description:
                'The player types a code; a problem shows next to the field until the code changes.',
              on: {
                'code.changed': {
                  actions: assign(({ event }) => ({
                    code: event.value.toUpperCase(),
                    ...submitted,
                    idempotencyKey: null,
                  })),
                },
                'promoCode.submit': [
                  {
                    guard: 'isCodeWellFormed',
                    target: 'redeeming',
                    actions: assign(({ context, event }) => ({
                      ...submitted,
                      idempotencyKey: context.idempotencyKey ?? event.key,
                    })),
                  },
                  {
                    description: 'Not 4–20 letters or digits: said on the field, nothing is sent.',
                    actions: assign({ ...submitted, codeError: CODE_FORMAT_ERROR }),
                  },
                ],
              },
            },
            redeeming: {
              description:
                'The code is being sent with its idempotency key; the button is busy and further taps send nothing.',
              tags: ['busy'],
              invoke: {
                id: 'redeemCode',
                src: 'redeemCode',
                input: ({ context }) => ({
                  // Stryker disable next-line all: the guard that entered this state made sure the code reads.
                  request: { code: readPromoCode(context.code) ?? '' },
                  idempotencyKey: context.idempotencyKey ?? '',
                }),
                onDone: [
                  {
                    guard: {
                      type: 'grantsBonus',
                      params: ({ event }) => ({ redeemed: event.output }),
                    },
                    target: 'redeemed',
                    actions: [
                      assign({
                        redeemed: ({ event }) => event.output,
                        code: '',
                        idempotencyKey: null,
                      }),
                      'announceMoneyEvent',
                      raise({ type: 'history.reload' }),
                    ],
                  },
                  {
                    target: 'redeemed',
                    actions: [
                      assign({
                        redeemed: ({ event }) => event.output,
                        code: '',
                        idempotencyKey: null,
                      }),
                      raise({ type: 'history.reload' }),
                    ],
                  },
                ],
                onError: [
                  {
                    guard: {
                      type: 'isThrottled',
                      params: ({ event }) => ({ error: event.error }),
                    },
                    target: 'throttled',
                    actions: assign({ retryAfter: ({ event }) => retryAfterOf(event.error) }),
                  },
                  {
                    guard: {
                      type: 'isCodeRefusal',
                      params: ({ event }) => ({ error: event.error }),
                    },
                    target: 'refused',
                    actions: assign(({ event }) => ({
                      codeError:
                        errorCodeOf(event.error) === 'request_param_err'
                          ? CODE_FORMAT_ERROR
                          : errorCodeOf(event.error),
                      minDeposit: refusalValue(event.error, 'minDeposit'),
                    })),
                  },
                  {
                    // No answer, or one that is no refusal of the code: the key stays, so sending
                    // again is the same redemption (requirements D0.3).
                    target: 'editing',
                    actions: assign({ formError: ({ event }) => errorCodeOf(event.error) }),
                  },
                ],
              },
            },
            refused: {
              description:
                'The server refused the code: its own message next to the field, the code kept as typed.',
              on: {
                'code.changed': {
                  target: 'editing',
                  actions: assign(({ event }) => ({
                    code: event.value.toUpperCase(),
                    ...submitted,
                    idempotencyKey: null,
                  })),
                },
                'promoCode.submit': {
                  target: 'redeeming',
                  actions: assign(({ context, event }) => ({
                    ...submitted,
                    idempotencyKey: context.idempotencyKey ?? event.key,
                  })),
                },
              },
            },
            throttled: {
              description:
                'Too many refused codes (requirements D2.4): the page says when to try again; the button waits until then.',
              after: {
                throttleEnds: { target: 'editing', actions: assign({ retryAfter: null }) },
              },
              on: {
                'code.changed': {
                  actions: assign(({ event }) => ({
                    code: event.value.toUpperCase(),
                    codeError: null,
                    minDeposit: null,
                    formError: null,
                    idempotencyKey: null,
                  })),
                },
              },
            },
            redeemed: {
              description:
                'The code was redeemed: what it granted (the bonus, or the promotion joined) shows above the emptied field; a tap on Redeem sends nothing.',
              on: {
                'code.changed': {
                  target: 'editing',
                  actions: assign(({ event }) => ({
                    code: event.value.toUpperCase(),
                    ...submitted,
                    redeemed: null,
                  })),
                },
              },
            },
          },
        },
        history: {
          description: 'The member’s redeemed codes, newest first (requirements D2.5).',
          initial: 'loadingHistory',
          states: {
            loadingHistory: {
              description: 'The redeemed codes are loading.',
              // A redemption while the list loads: read it again, so the new code is in it.
              on: { 'history.reload': { target: 'loadingHistory', reenter: true } },
              invoke: {
                id: 'loadHistory',
                src: 'loadHistory',
                onDone: {
                  target: 'showingHistory',
                  actions: assign({ history: ({ event }) => event.output, historyError: null }),
                },
                onError: {
                  target: 'historyFailed',
                  actions: assign({ historyError: ({ event }) => errorCodeOf(event.error) }),
                },
              },
            },
            showingHistory: {
              description: 'The list (or "No promo codes redeemed yet").',
              on: { 'history.reload': { target: 'loadingHistory' } },
            },
            historyFailed: {
              description: 'The list could not be loaded: the reason and a Try again button.',
              on: {
                'history.retry': {
                  target: 'loadingHistory',
                  actions: assign({ historyError: null }),
                },
                'history.reload': {
                  target: 'loadingHistory',
                  actions: assign({ historyError: null }),
                },
              },
            },
          },
        },
      },
    },
  },
});
