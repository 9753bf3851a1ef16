import { assign, setup } from 'xstate';
import { TRIAL_TYPE } from '../shared/contract/member-types.ts';
import { errorCodeOf } from './error-code.ts';
import { notProvidedAction, notProvidedActor } from './not-provided.ts';

/**
 * Entering a chat host's room from the host list (requirements B7.3 "Room types").
 *
 * The list stays open while the player presses Enter on any room. A visitor is sent to the login; a
 * trial player is told at once to use an actual account (the server would refuse the same); a member
 * asks the server. The server admits (the room's chat page opens) or refuses: a VIP room for a member
 * below its level, a pay-per-view room for a member whose balance does not cover its price, or another
 * reason. The refusal is shown by that room and the player stays on the list. When the network fails,
 * the player may try the same room again.
 *
 * Who the player is comes with each press (the session at that moment), so a list left open across a
 * login still decides by the session of the press.
 *
 * Pure chart: effects are provided by src/features/inbox/room-entry-actors.ts.
 */

/** What the chart needs of a room: which one it is. */
export interface EnterableRoom {
  roomId: number;
}

/** Why the server refused, as its answer gave it (the code and its value). */
export interface RoomRefusalAnswer {
  code: string;
  value: unknown;
}

export interface RoomEntryContext {
  /** The session's member type at the last press; null for a visitor. */
  sessionType: number | null;
  /** The room last pressed; null before the first press. */
  room: EnterableRoom | null;
  /** The server's refusal of that room, or the network failure; null otherwise. */
  refusal: RoomRefusalAnswer | null;
}

export type RoomEntryEvent =
  /** Enter was pressed on a room's row. */
  | { type: 'room.enter'; room: EnterableRoom; sessionType: number | null }
  /** Try again was pressed after the network failed. */
  | { type: 'room.retry' };

/** The failures where no answer arrived: trying again may work. */
export const UNANSWERED_CODES: readonly string[] = ['network.offline', 'network.timeout'];

/** The server's refusal of a VIP room to a member below its level. */
export const VIP_REFUSAL = 'room.vip.required';
/** The server's refusal of a pay-per-view room to a member whose balance does not cover it. */
export const BALANCE_REFUSAL = 'room.balance.insufficient';

/** The refusal as the chart keeps it: the contract's code and the answer's value. */
export function refusalOf(error: unknown): RoomRefusalAnswer {
  const value =
    typeof error === 'object' && error !== null && 'value' in error ? error.value : undefined;
  return { code: errorCodeOf(error), value };
}

export const roomEntryMachine = setup({
  types: {
    context: {} as RoomEntryContext,
    events: {} as RoomEntryEvent,
  },
  actors: {
    /** POST CBS_enterRoom (docs/api.md "Chat rooms"): the room's chat page, or the refusal. */
    enterRoom: notProvidedActor<{ chatUrl: string }, { room: EnterableRoom }>('enterRoom'),
  },
  actions: {
    openLogin: notProvidedAction('openLogin'),
    openChatPage: notProvidedAction<{ url: string }>('openChatPage'),
    keepPress: assign({
      sessionType: ({ event }) => (event as { sessionType: number | null }).sessionType,
      room: ({ event }) => (event as { room: EnterableRoom }).room,
      refusal: null,
    }),
    keepRefusal: assign({
      refusal: ({ event }) => refusalOf((event as { error?: unknown }).error),
    }),
    forgetRefusal: assign({ refusal: null }),
  },
  guards: {
    isVisitor: ({ event }) => (event as { sessionType: number | null }).sessionType === null,
    isTrial: ({ event }) => (event as { sessionType: number | null }).sessionType === TRIAL_TYPE,
    isVipRefusal: ({ event }) => errorCodeOf((event as { error?: unknown }).error) === VIP_REFUSAL,
    isBalanceRefusal: ({ event }) =>
      errorCodeOf((event as { error?: unknown }).error) === BALANCE_REFUSAL,
    isUnanswered: ({ event }) =>
      UNANSWERED_CODES.includes(errorCodeOf((event as { error?: unknown }).error)),
  },
}).createMachine({
  // Stryker disable next-line StringLiteral: equivalent for behaviour, the id only names the chart (inspector, docs).
  id: 'roomEntry',
  context: { sessionType: null, room: null, refusal: null },
  initial: 'choosing',
  states: {
    choosing: {
      description:
        "The hosts' rooms are listed, each with its type; the player may press Enter on any room. A visitor goes to the login, a trial player is refused at once, a member's press asks the server.",
      initial: 'idle',
      on: {
        'room.enter': [
          { guard: 'isVisitor', target: 'sendingToLogin', actions: 'keepPress' },
          { guard: 'isTrial', target: '.trialRefused', actions: 'keepPress' },
          { target: 'entering', actions: 'keepPress' },
        ],
      },
      states: {
        idle: {
          description: 'No room has been pressed yet: no message shows.',
        },
        trialRefused: {
          description:
            'A trial player pressed Enter: "Please login an actual account to use this function" shows by that room; the server is not asked.',
        },
        vipRefused: {
          description:
            'The server refused a VIP room to a member below its level: "This room is for VIP N members and above. Your level is M." shows by that room.',
        },
        balanceRefused: {
          description:
            'The server refused a pay-per-view room to a member whose balance does not cover it: "This pay-per-view room costs P. Please deposit to watch." shows by that room; nothing was charged.',
        },
        refused: {
          description:
            'The server refused the room for another reason (for example the session ended): the reason shows by that room.',
        },
        failed: {
          description:
            'No answer arrived (no connection or too slow): the reason shows by that room with a Try again button for the same room.',
          on: { 'room.retry': { target: '#roomEntry.entering', actions: 'forgetRefusal' } },
        },
      },
    },
    sendingToLogin: {
      description: 'A visitor pressed Enter: the login opens; the server is not asked.',
      type: 'final',
      entry: 'openLogin',
    },
    entering: {
      description:
        "The pressed room's Enter button shows it is busy while the server decides; other presses wait for its answer.",
      tags: ['busy'],
      invoke: {
        id: 'enterRoom',
        src: 'enterRoom',
        // Stryker disable next-line ObjectLiteral: equivalent, every way here pressed a room first; the fallback only satisfies the type.
        input: ({ context }) => ({ room: context.room ?? { roomId: 0 } }),
        onDone: {
          target: 'entered',
          actions: { type: 'openChatPage', params: ({ event }) => ({ url: event.output.chatUrl }) },
        },
        onError: [
          { guard: 'isVipRefusal', target: 'choosing.vipRefused', actions: 'keepRefusal' },
          { guard: 'isBalanceRefusal', target: 'choosing.balanceRefused', actions: 'keepRefusal' },
          { guard: 'isUnanswered', target: 'choosing.failed', actions: 'keepRefusal' },
          { target: 'choosing.refused', actions: 'keepRefusal' },
        ],
      },
    },
    entered: {
      description: "The server admitted the member: the room's chat page opens.",
      type: 'final',
    },
  },
});
