import { fromPromise } from 'xstate';
import { roomEntryMachine } from '../../../machines/room-entry.machine.ts';

/** What the room entry chart (machines/room-entry.machine.ts) needs from the site. */
export interface RoomEntryEffects {
  /** Asks the server to enter the room: its chat page's address, or the refusal (an ApiError). */
  enter: (roomId: number) => Promise<string>;
  openLogin: () => void;
  openChatPage: (url: string) => void;
}

/** The room entry chart with the site's effects. */
export function roomEntryLogic(effects: RoomEntryEffects) {
  return roomEntryMachine.provide({
    actors: {
      enterRoom: fromPromise(async ({ input }) => ({
        chatUrl: await effects.enter(input.room.roomId),
      })),
    },
    actions: {
      openLogin: () => effects.openLogin(),
      openChatPage: (_, params) => effects.openChatPage(params.url),
    },
  });
}
