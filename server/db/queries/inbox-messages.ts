import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { inboxMessages } from '../schema.ts';

export type InboxMessageRow = typeof inboxMessages.$inferSelect;

export async function unreadInboxCount(db: Database, userName: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(inboxMessages)
    .where(and(eq(inboxMessages.userName, userName), isNull(inboxMessages.readAt)));
  return row?.total ?? 0;
}

/** A page of the player's messages, newest first. */
export async function listInbox(
  db: Database,
  userName: string,
  page: { pageNo: number; pageSize: number },
): Promise<{ rows: InboxMessageRow[]; total: number }> {
  const [totals] = await db
    .select({ total: count() })
    .from(inboxMessages)
    .where(eq(inboxMessages.userName, userName));
  const rows = await db
    .select()
    .from(inboxMessages)
    .where(eq(inboxMessages.userName, userName))
    .orderBy(desc(inboxMessages.createdAt), desc(inboxMessages.id))
    .limit(page.pageSize)
    .offset((page.pageNo - 1) * page.pageSize);
  return { rows, total: totals?.total ?? 0 };
}

/** Only the player's own message: another player's id is as unknown as a missing one. */
export async function findInboxMessage(
  db: Database,
  userName: string,
  id: number,
): Promise<InboxMessageRow | undefined> {
  const [row] = await db
    .select()
    .from(inboxMessages)
    .where(and(eq(inboxMessages.userName, userName), eq(inboxMessages.id, id)));
  return row;
}

/** Marks the player's messages among `ids` read (the first read time is kept); other ids change nothing. */
export async function markInboxRead(
  db: Database,
  userName: string,
  ids: readonly number[],
): Promise<void> {
  await db
    .update(inboxMessages)
    .set({ readAt: new Date() })
    .where(
      and(
        eq(inboxMessages.userName, userName),
        inArray(inboxMessages.id, [...ids]),
        isNull(inboxMessages.readAt),
      ),
    );
}
