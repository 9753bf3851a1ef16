/**
 * The chat rooms' refusals (requirements B7.3; docs/api.md "Chat rooms"). A list of its own, like the
 * cashier's (shared/cashier-error-codes.ts says why): only the room entry answers them, so the site
 * learns them with that call's chunk (src/api/endpoints/rooms.ts) and home's first load does not carry them.
 */
export const ROOM_ERROR_CODES = ['room.vip.required', 'room.balance.insufficient'] as const;

export type RoomErrorCode = (typeof ROOM_ERROR_CODES)[number];
