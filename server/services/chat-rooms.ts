import type { Room } from '../../shared/contract/calls/rooms.ts';
import type { Database } from '../db/client.ts';
import type { ChatRoomRow } from '../db/queries/chat-rooms.ts';
import { findBalance, findPlayerRank } from '../db/queries/wallets.ts';
import { cents } from './cashier/money.ts';
import { Refusal } from './refusal.ts';

/** One room as the room list answers it (shared/contract/calls/rooms.ts). */
export function roomDto(room: ChatRoomRow): Room {
  return {
    roomId: room.id,
    anchorId: room.anchorId,
    roomType: room.type,
    vipLevel: room.type === 'vip' ? room.vipLevel : null,
    price: room.type === 'payPerView' ? room.price : null,
  };
}

/** Requirements B7.3: the member's VIP level is the number of the rank label (VIP2 is 2); none is 0. */
export function vipLevelOf(labelId: string | null | undefined): number {
  const match = /^VIP(\d{1,3})$/i.exec(labelId ?? '');
  return match?.[1] === undefined ? 0 : Number(match[1]);
}

/**
 * Requirements B7.3: whether a member may enter the room. A free room admits every member; a VIP room
 * a member whose VIP level is at least the room's; a pay-per-view room a member whose balance covers
 * the price (nothing is charged here). Refuses with the contract's code and what the site shows.
 */
export async function admitToRoom(
  db: Database,
  userName: string,
  room: ChatRoomRow,
): Promise<void> {
  if (room.type === 'vip') {
    const required = room.vipLevel ?? 1;
    const level = vipLevelOf((await findPlayerRank(db, userName))?.labelId);
    if (level < required)
      throw new Refusal(
        'room.vip.required',
        `The room needs VIP ${required}; the member is ${level}`,
        {
          required,
          level,
        },
      );
  }
  if (room.type === 'payPerView') {
    const price = room.price ?? '0.00';
    const balance = (await findBalance(db, userName)) ?? '0.00';
    if (cents(balance) < cents(price))
      throw new Refusal('room.balance.insufficient', 'The balance does not cover the room price', {
        price,
      });
  }
}
