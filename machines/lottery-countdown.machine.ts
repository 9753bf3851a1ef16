import { assign, setup } from 'xstate';
import { errorCodeOf } from './account/shared.ts';
import { notProvidedActor } from './not-provided.ts';

/**
 * One lottery's countdown on the lottery centre: the time left to bet on its current draw, against
 * the server's clock (every lottery answer carries the server's time; the phone's own clock may be
 * wrong by minutes). Betting is open until the draw's closing time, "closing soon" in its last
 * minute, closed until the draw; then the lottery's draws are asked again (the numero call) and the
 * countdown runs for the next draw, with the result just drawn as the last result. A failed call
 * says so and is tried again after a few seconds.
 *
 * The clock advances by one tick a second; the view sends `clock.sync` with the phone's time when
 * the page is shown again (a hidden page's timers are slowed down), and the chart corrects its
 * clock by the server's offset.
 *
 * Pure chart: the numero call is provided by src/features/lottery/lottery-countdown.ts.
 */

/** A draw: its number, when betting on it closes and when it is drawn (server time, epoch ms). */
export interface CountdownDraw {
  numero: string;
  closeAt: number;
  drawAt: number;
}

/** A drawn result: its numbers as text ('07', '3'). */
export interface CountdownResult {
  numero: string;
  drawAt: number;
  result: string[];
}

/** The numero call's answer, with the phone's time when it arrived. */
export interface NumeroAnswer {
  serverTime: number;
  /** The phone's clock when the answer arrived. */
  receivedAt: number;
  current: CountdownDraw;
  last: CountdownResult | null;
}

export interface LotteryCountdownInput {
  vendor: string;
  gameCode: string;
  /** The draw to count down to (the lottery centre's `current`). */
  draw: CountdownDraw;
  last: CountdownResult | null;
  /** The server's clock minus the phone's, from the answer the draw came with. */
  offsetMs: number;
  /** The server's time now. */
  nowMs: number;
}

export interface LotteryCountdownContext extends LotteryCountdownInput {
  /** Why the last numero call failed; null otherwise. */
  errorCode: string | null;
}

export type LotteryCountdownEvent = { type: 'clock.sync'; phoneNow: number };

/** The countdown moves once a second (requirements B4.16 "Lottery countdown", as the two below). */
export const COUNTDOWN_TICK_MS = 1_000;
/** The last minute before betting closes shows "closing soon". */
export const CLOSING_SOON_MS = 60_000;
/** A failed numero call is tried again after this long. */
export const NUMERO_RETRY_MS = 5_000;

/** Time left to bet on the draw (0 once betting closed). */
export const msToClose = (context: Pick<LotteryCountdownContext, 'draw' | 'nowMs'>): number =>
  Math.max(0, context.draw.closeAt - context.nowMs);
/** Time left until the draw (0 once drawn). */
export const msToDraw = (context: Pick<LotteryCountdownContext, 'draw' | 'nowMs'>): number =>
  Math.max(0, context.draw.drawAt - context.nowMs);

export const lotteryCountdownMachine = setup({
  types: {
    input: {} as LotteryCountdownInput,
    context: {} as LotteryCountdownContext,
    events: {} as LotteryCountdownEvent,
  },
  actors: {
    /** The lottery's draws now: the current one, the last result and the server's time. */
    fetchNumero: notProvidedActor<NumeroAnswer, { vendor: string; gameCode: string }>(
      'fetchNumero',
    ),
  },
  actions: {
    advanceClock: assign({ nowMs: ({ context }) => context.nowMs + COUNTDOWN_TICK_MS }),
    syncClock: assign({ nowMs: ({ context, event }) => event.phoneNow + context.offsetMs }),
    takeDraws: assign((_, answer: NumeroAnswer) => ({
      draw: answer.current,
      last: answer.last,
      offsetMs: answer.serverTime - answer.receivedAt,
      nowMs: answer.serverTime,
      errorCode: null,
    })),
    keepErrorCode: assign({
      errorCode: ({ event }) => errorCodeOf((event as { error?: unknown }).error),
    }),
  },
  guards: {
    isDrawn: ({ context }) => context.nowMs >= context.draw.drawAt,
    isBettingClosed: ({ context }) => context.nowMs >= context.draw.closeAt,
    isClosingSoon: ({ context }) => context.nowMs >= context.draw.closeAt - CLOSING_SOON_MS,
  },
  delays: {
    countdownTick: COUNTDOWN_TICK_MS,
    numeroRetry: NUMERO_RETRY_MS,
  },
}).createMachine({
  // Stryker disable next-line StringLiteral: equivalent for behaviour, the id only names the chart (inspector, docs).
  id: 'lotteryCountdown',
  context: ({ input }) => ({ ...input, errorCode: null }),
  initial: 'placingDraw',
  states: {
    placingDraw: {
      description:
        "Where the draw stands on the server's clock, at the start, after every tick and after new draws arrived: already drawn (ask for the next draw), betting closed, closing within a minute, or open.",
      always: [
        { guard: 'isDrawn', target: 'loadingNextDraw' },
        { guard: 'isBettingClosed', target: 'counting.closed' },
        { guard: 'isClosingSoon', target: 'counting.closingSoon' },
        { target: 'counting.waiting' },
      ],
    },
    counting: {
      description:
        "The countdown runs: once a second the clock moves on and the draw is placed again. When the page is shown again, the clock is set from the phone's time corrected by the server's offset.",
      initial: 'waiting',
      on: {
        'clock.sync': { target: 'placingDraw', actions: 'syncClock' },
      },
      after: {
        countdownTick: { target: 'placingDraw', actions: 'advanceClock' },
      },
      states: {
        waiting: {
          description: 'Betting is open: the time left until betting closes counts down.',
        },
        closingSoon: {
          description:
            'Less than a minute is left to bet on this draw: the countdown shows "closing soon".',
          tags: ['closingSoon'],
        },
        closed: {
          description:
            'Betting on this draw has closed and it is being drawn: "closed, drawing…" shows until the draw time.',
          tags: ['closed'],
        },
      },
    },
    loadingNextDraw: {
      description:
        "The draw has been drawn: the lottery's draws are asked again, for the next draw and the result just drawn.",
      tags: ['busy'],
      invoke: {
        id: 'fetchNumero',
        src: 'fetchNumero',
        input: ({ context }) => ({ vendor: context.vendor, gameCode: context.gameCode }),
        onDone: {
          target: 'placingDraw',
          actions: { type: 'takeDraws', params: ({ event }) => event.output },
        },
        onError: { target: 'retrying', actions: 'keepErrorCode' },
      },
    },
    retrying: {
      description:
        'The next draw could not be loaded: the lottery says so, and asks again after 5 seconds.',
      tags: ['failed'],
      after: {
        numeroRetry: { target: 'loadingNextDraw' },
      },
    },
  },
});
