import { and, asc, count, eq, isNull } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { chatAnchors, chatMessages } from '../schema.ts';

export type ChatAnchorRow = typeof chatAnchors.$inferSelect;

export async function unreadChatCount(db: Database, userName: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(chatMessages)
    .where(and(eq(chatMessages.userName, userName), isNull(chatMessages.readAt)));
  return row?.total ?? 0;
}

/** Opening the chat shows the waiting messages: they count as read from then on. */
export async function markChatRead(db: Database, userName: string): Promise<void> {
  await db
    .update(chatMessages)
    .set({ readAt: new Date() })
    .where(and(eq(chatMessages.userName, userName), isNull(chatMessages.readAt)));
}

export async function listAnchors(db: Database): Promise<ChatAnchorRow[]> {
  return db.select().from(chatAnchors).orderBy(asc(chatAnchors.sortOrder), asc(chatAnchors.id));
}

export async function anchorExists(db: Database, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: chatAnchors.id })
    .from(chatAnchors)
    .where(eq(chatAnchors.id, id));
  return row !== undefined;
}
