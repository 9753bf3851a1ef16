import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { announcementReads } from '../schema.ts';

/** The ids among `ids` this player has read. */
export async function readAnnouncementIds(
  db: Database,
  userName: string,
  ids: readonly number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: announcementReads.announcementId })
    .from(announcementReads)
    .where(
      and(
        eq(announcementReads.userName, userName),
        inArray(announcementReads.announcementId, [...ids]),
      ),
    );
  return new Set(rows.map((row) => row.id));
}

/** Marking twice keeps the first time. */
export async function markAnnouncementRead(
  db: Database,
  userName: string,
  announcementId: number,
): Promise<void> {
  await db.insert(announcementReads).values({ userName, announcementId }).onConflictDoNothing();
}

export async function markAnnouncementUnread(
  db: Database,
  userName: string,
  announcementId: number,
): Promise<void> {
  await db
    .delete(announcementReads)
    .where(
      and(
        eq(announcementReads.userName, userName),
        eq(announcementReads.announcementId, announcementId),
      ),
    );
}
