import { asc, eq } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { chatAnchors, chatRooms } from '../schema.ts';

export type ChatRoomRow = typeof chatRooms.$inferSelect;

/** Every host's room, in the anchor list's order. */
export async function listRooms(db: Database): Promise<ChatRoomRow[]> {
  return db
    .select({
      id: chatRooms.id,
      anchorId: chatRooms.anchorId,
      type: chatRooms.type,
      vipLevel: chatRooms.vipLevel,
      price: chatRooms.price,
    })
    .from(chatRooms)
    .innerJoin(chatAnchors, eq(chatAnchors.id, chatRooms.anchorId))
    .orderBy(asc(chatAnchors.sortOrder), asc(chatAnchors.id));
}

export async function findRoom(
  db: Database,
  id: number,
): Promise<(ChatRoomRow & { nicknameEn: string; nicknameBn: string }) | undefined> {
  const [row] = await db
    .select({
      id: chatRooms.id,
      anchorId: chatRooms.anchorId,
      type: chatRooms.type,
      vipLevel: chatRooms.vipLevel,
      price: chatRooms.price,
      nicknameEn: chatAnchors.nicknameEn,
      nicknameBn: chatAnchors.nicknameBn,
    })
    .from(chatRooms)
    .innerJoin(chatAnchors, eq(chatAnchors.id, chatRooms.anchorId))
    .where(eq(chatRooms.id, id));
  return row;
}
