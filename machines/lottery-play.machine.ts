import { assign, setup } from 'xstate';
import { TRIAL_TYPE } from '../shared/contract/member-types.ts';
import { notProvidedAction, notProvidedActor } from './not-provided.ts';

/**
 * Play on a lottery of the lottery centre. LOTT and ELOTT lotteries launch with a play type
 * (Tradition or Entertainment); some are offered in both, and then the player chooses which before
 * the game opens. The play types come from the vendor's menu (the lottery menu call: the vendor's
 * lotteries grouped by play type). A visitor is sent to the login without being asked anything; a
 * trial player is told at once to log in with an actual account, as lotteries offer no free play
 * (requirements B4.10, A6.3); a lottery without play types (TCG_SEA, the Vietnam lotteries) launches at once. When the menu
 * cannot be loaded the lottery launches in its default play type rather than not at all.
 *
 * The launch itself (who may play, the launch call, its messages) is the game launch chart's
 * (machines/game-launch.machine.ts), which the provided `launchLottery` runs.
 *
 * Pure chart: effects are provided by src/features/games/lottery/use-lottery-play.ts.
 */

/** A lottery as Play needs it: its vendor and game code, and the play type it opens in by default. */
export interface PlayableLottery {
  vendor: string;
  gameCode: string;
  nodeId: number;
  /** The default play type; null for vendors without play types. */
  playType: string | null;
}

/** A play type the lottery is offered in, with its name in the player's language. */
export interface PlayTypeOption {
  playType: string;
  name: string;
}

export interface LotteryPlayContext {
  /** The lottery being played; null while waiting for a tap. */
  lottery: PlayableLottery | null;
  /** The play types to choose from (two or more while choosing). */
  playTypes: PlayTypeOption[];
}

/** The refusal a trial player gets, the code the game launch uses for the same case. */
export type LotteryPlayRefusal = 'trial.not.allowed';

export type LotteryPlayEvent =
  /** `sessionType`: the session's member type (4 for a trial player), null for a visitor. */
  | { type: 'play.request'; lottery: PlayableLottery; sessionType: number | null }
  | { type: 'play.choose'; playType: string }
  | { type: 'play.cancel' };

type PlayRequest = Extract<LotteryPlayEvent, { type: 'play.request' }>;
type PlayChoice = Extract<LotteryPlayEvent, { type: 'play.choose' }>;

const waiting = { lottery: null, playTypes: [] } satisfies LotteryPlayContext;

export const lotteryPlayMachine = setup({
  types: {
    context: {} as LotteryPlayContext,
    events: {} as LotteryPlayEvent,
  },
  actors: {
    /** The play types the vendor's menu offers this lottery in, Tradition first. */
    loadPlayTypes: notProvidedActor<PlayTypeOption[], { vendor: string; gameCode: string }>(
      'loadPlayTypes',
    ),
    /** Launches the lottery in the play type (null: none) through the game launch chart. */
    launchLottery: notProvidedActor<unknown, { lottery: PlayableLottery; playType: string | null }>(
      'launchLottery',
    ),
  },
  actions: {
    openLogin: notProvidedAction('openLogin'),
    showRefusal: notProvidedAction<{ code: LotteryPlayRefusal }>('showRefusal'),
    takeLottery: assign({ lottery: ({ event }) => (event as PlayRequest).lottery }),
    takePlayTypes: assign({ playTypes: (_, playTypes: PlayTypeOption[]) => playTypes }),
    forgetLottery: assign(waiting),
  },
  // Each guard is used only on the event it names (Play on the request, the choice on play.choose).
  guards: {
    isVisitor: ({ event }) => (event as PlayRequest).sessionType === null,
    // Lotteries offer no free play, and a trial player plays only for free.
    isTrialPlayer: ({ event }) => (event as PlayRequest).sessionType === TRIAL_TYPE,
    hasNoPlayTypes: ({ event }) => (event as PlayRequest).lottery.playType === null,
    offersChoice: (_, playTypes: PlayTypeOption[]) => playTypes.length > 1,
    isOffered: ({ context, event }) =>
      context.playTypes.some((option) => option.playType === (event as PlayChoice).playType),
  },
}).createMachine({
  // Stryker disable next-line StringLiteral: equivalent for behaviour, the id only names the chart (inspector, docs).
  id: 'lotteryPlay',
  context: waiting,
  initial: 'waitingForPlay',
  states: {
    waitingForPlay: {
      description:
        "The lotteries are shown. On Play: a visitor goes to the login; a trial player is told to log in with an actual account (lotteries have no free play), nothing is asked or launched; a lottery without play types launches at once; a lottery with play types first has its vendor's menu loaded.",
      on: {
        'play.request': [
          { guard: 'isVisitor', actions: 'openLogin' },
          {
            guard: 'isTrialPlayer',
            actions: { type: 'showRefusal', params: { code: 'trial.not.allowed' } },
          },
          { guard: 'hasNoPlayTypes', target: 'launching', actions: 'takeLottery' },
          { target: 'loadingPlayTypes', actions: 'takeLottery' },
        ],
      },
    },
    loadingPlayTypes: {
      description:
        "The vendor's menu is loaded to see which play types the lottery is offered in. With more than one the player chooses; with one it launches in it; if the menu cannot be loaded it launches in its default play type.",
      tags: ['busy'],
      invoke: {
        id: 'loadPlayTypes',
        src: 'loadPlayTypes',
        // Stryker disable next-line OptionalChaining,ConditionalExpression,StringLiteral: equivalent, this state is entered only with a lottery taken; the fallback only satisfies the type.
        input: ({ context }) => ({
          vendor: context.lottery?.vendor ?? '',
          gameCode: context.lottery?.gameCode ?? '',
        }),
        onDone: [
          {
            guard: { type: 'offersChoice', params: ({ event }) => event.output },
            target: 'choosingPlayType',
            actions: { type: 'takePlayTypes', params: ({ event }) => event.output },
          },
          {
            target: 'launching',
            actions: { type: 'takePlayTypes', params: ({ event }) => event.output },
          },
        ],
        onError: { target: 'launching' },
      },
    },
    choosingPlayType: {
      description:
        'The lottery is offered in more than one play type: the player chooses Tradition or Entertainment, or closes the choice and nothing is launched.',
      tags: ['choosing'],
      on: {
        'play.choose': {
          guard: 'isOffered',
          target: 'launching',
          actions: {
            type: 'takePlayTypes',
            params: ({ context, event }) =>
              context.playTypes.filter((option) => option.playType === event.playType),
          },
        },
        'play.cancel': { target: 'waitingForPlay', actions: 'forgetLottery' },
      },
    },
    launching: {
      description:
        'The lottery launches through the game launch: in the play type chosen, its only one, or its default (none for a vendor without play types). Then the centre waits for the next Play.',
      tags: ['busy'],
      invoke: {
        id: 'launchLottery',
        src: 'launchLottery',
        input: ({ context }) => ({
          // Stryker disable next-line all: equivalent, this state is entered only with a lottery taken; the fallback only satisfies the type.
          lottery: context.lottery ?? { vendor: '', gameCode: '', nodeId: 0, playType: null },
          playType: launchPlayType(context),
        }),
        onDone: { target: 'waitingForPlay', actions: 'forgetLottery' },
        onError: { target: 'waitingForPlay', actions: 'forgetLottery' },
      },
    },
  },
});

/**
 * The play type a launch uses: the one chosen or offered (a single option left), else the lottery's
 * default (the menu could not be loaded, or the vendor has no play types).
 */
export function launchPlayType(context: LotteryPlayContext): string | null {
  if (context.playTypes.length === 1) return context.playTypes[0]!.playType;
  return context.lottery?.playType ?? null;
}
