import * as z from 'zod/mini';
import type { ModuleId } from '../../module-ids.ts';

// The chat hosts' rooms (requirements B7.3, B9.4 "Room types free, VIP, pay per view"; docs/api.md
// "Chat rooms"). Written from what the server answers (server/routes/chat-rooms.ts).

export const ROOMS_MODULE = 'CBS3' satisfies ModuleId;
export const ROOM_LIST_PATH = '/wps/relay/CBS_roomList';
export const ENTER_ROOM_PATH = '/wps/relay/CBS_enterRoom';

export const ROOM_TYPES = ['free', 'vip', 'payPerView'] as const;

/**
 * One host's room: a VIP room names the lowest VIP level it admits (`vipLevel`), a pay-per-view room
 * its price (`price`, a decimal string with 2 decimals); each is null for the other types.
 */
export const roomSchema = z.object({
  roomId: z.int(),
  anchorId: z.int(),
  roomType: z.enum(ROOM_TYPES),
  vipLevel: z.nullable(z.int().check(z.positive())),
  price: z.nullable(z.string().check(z.regex(/^\d+\.\d{2}$/))),
});
export type Room = z.infer<typeof roomSchema>;
export type RoomType = Room['roomType'];

export const roomListSchema = z.object({ list: z.array(roomSchema) });

/** POST body: the room, and what the chat page needs (as the chat launch takes them). */
export interface EnterRoomRequest {
  readonly roomId: number;
  /** A path of this site under /m; the chat page links back to it. */
  readonly backUrl: string;
  readonly language: string;
}

/** Admitted: the chat page of the room. Refusals: room.vip.required, room.balance.insufficient. */
export const enterRoomSchema = z.object({ chatUrl: z.string().check(z.minLength(1)) });

/** `value` of a room.vip.required refusal: the room's level and the member's. */
export const vipRequiredSchema = z.object({ required: z.int(), level: z.int() });
/** `value` of a room.balance.insufficient refusal: the room's price. */
export const balanceRequiredSchema = z.object({ price: z.string() });
