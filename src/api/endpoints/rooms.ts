import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { api, type ApiClient } from '../client';
import { knowErrorCodes } from '../error-codes';
import {
  balanceRequiredSchema,
  ENTER_ROOM_PATH,
  enterRoomSchema,
  ROOM_LIST_PATH,
  roomListSchema,
  type EnterRoomRequest,
  type Room,
  type ROOMS_MODULE,
  vipRequiredSchema,
} from '../../../shared/contract/calls/rooms.ts';
import { ROOM_ERROR_CODES } from '../../../shared/room-error-codes.ts';

// The call's contract (shared/contract/calls) is the one home of these; the site reads them from here too.
export {
  balanceRequiredSchema,
  vipRequiredSchema,
  type Room,
  type RoomType,
} from '../../../shared/contract/calls/rooms.ts';

// The rooms' refusals (docs/api.md "Chat rooms") are read as codes once this module is loaded, and
// never weigh on home's first load (the chat hosts load on demand).
knowErrorCodes(ROOM_ERROR_CODES);

/** Requirements B7.3: each host's room and its type; no session needed. */
export async function fetchRooms(client: ApiClient = api, signal?: AbortSignal): Promise<Room[]> {
  const answer = await client.get(ROOM_LIST_PATH, {
    moduleId: 'CBS3' satisfies typeof ROOMS_MODULE,
    schema: roomListSchema,
    ...(signal ? { signal } : {}),
  });
  return answer.list;
}

/** Read again on every visit, like the anchor list it goes with. */
export function roomsQueryOptions(client: ApiClient = api) {
  return queryOptions({
    queryKey: ['chat', 'rooms'] as const,
    queryFn: ({ signal }) => fetchRooms(client, signal),
    staleTime: 0,
  });
}

/**
 * Enters a room: the address of its chat page, or the server's refusal (room.vip.required,
 * room.balance.insufficient; trial.not.allowed, login.not.session) as an ApiError.
 */
export async function enterRoom(
  request: EnterRoomRequest,
  client: ApiClient = api,
): Promise<string> {
  const answer = await client.post(ENTER_ROOM_PATH, {
    moduleId: 'CBS3' satisfies typeof ROOMS_MODULE,
    schema: enterRoomSchema,
    body: { roomId: request.roomId, backUrl: request.backUrl, language: request.language },
  });
  return answer.chatUrl;
}

/** A room.vip.required refusal's value (the room's level and the member's); null if shaped otherwise. */
export function vipRequiredOf(value: unknown): z.infer<typeof vipRequiredSchema> | null {
  const parsed = z.safeParse(vipRequiredSchema, value);
  return parsed.success ? parsed.data : null;
}

/** A room.balance.insufficient refusal's value (the room's price); null if shaped otherwise. */
export function balanceRequiredOf(value: unknown): z.infer<typeof balanceRequiredSchema> | null {
  const parsed = z.safeParse(balanceRequiredSchema, value);
  return parsed.success ? parsed.data : null;
}
