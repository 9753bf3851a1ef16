import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { announcementImages, announcements, contentRevisions } from '../schema.ts';

export type AnnouncementRow = typeof announcements.$inferSelect;
export type NewAnnouncement = typeof announcements.$inferInsert;
export type AnnouncementImageRow = typeof announcementImages.$inferSelect;
export type AnnouncementKind = AnnouncementRow['kind'];

export interface AnnouncementWithImages extends AnnouncementRow {
  images: AnnouncementImageRow[];
}

export interface AnnouncementSelection {
  kinds: readonly AnnouncementKind[];
  /** Banners of one group only (m_home, m_promotion, …). */
  groupName?: string | undefined;
  hotOnly?: boolean;
}

/** Announcements of the given kinds with their images, in display order (sort order, then id). */
export async function listAnnouncements(
  db: Database,
  selection: AnnouncementSelection,
): Promise<AnnouncementWithImages[]> {
  if (selection.kinds.length === 0) return [];
  const conditions = [inArray(announcements.kind, [...selection.kinds])];
  if (selection.groupName !== undefined)
    conditions.push(eq(announcements.groupName, selection.groupName));
  if (selection.hotOnly === true) conditions.push(eq(announcements.hot, true));
  const rows = await db
    .select()
    .from(announcements)
    .where(and(...conditions))
    .orderBy(asc(announcements.sortOrder), asc(announcements.id));
  return withImages(db, rows);
}

async function withImages(
  db: Database,
  rows: AnnouncementRow[],
): Promise<AnnouncementWithImages[]> {
  if (rows.length === 0) return [];
  const images = await db
    .select()
    .from(announcementImages)
    .where(
      inArray(
        announcementImages.announcementId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(announcementImages.announcementId), asc(announcementImages.sequence));
  const byAnnouncement = new Map<number, AnnouncementImageRow[]>();
  for (const image of images)
    byAnnouncement.set(image.announcementId, [
      ...(byAnnouncement.get(image.announcementId) ?? []),
      image,
    ]);
  return rows.map((row) => ({ ...row, images: byAnnouncement.get(row.id) ?? [] }));
}

export async function findAnnouncement(
  db: Database,
  id: number,
): Promise<AnnouncementWithImages | undefined> {
  const rows = await db.select().from(announcements).where(eq(announcements.id, id));
  const [found] = await withImages(db, rows);
  return found;
}

export async function findAnnouncementImage(
  db: Database,
  announcementId: number,
  sequence: number,
): Promise<AnnouncementImageRow | undefined> {
  const [row] = await db
    .select()
    .from(announcementImages)
    .where(
      and(
        eq(announcementImages.announcementId, announcementId),
        eq(announcementImages.sequence, sequence),
      ),
    );
  return row;
}

/** Raised by triggers on every change of announcements or their images (migrations/0004_content.sql). */
export async function contentRevision(db: Database): Promise<number> {
  const [row] = await db
    .select({ revision: contentRevisions.revision })
    .from(contentRevisions)
    .where(eq(contentRevisions.id, 1));
  return row?.revision ?? 0;
}

/** Inserts an announcement with the next free id (development controls; seeds give their own ids). */
export async function insertAnnouncement(
  db: Database,
  row: Omit<NewAnnouncement, 'id'>,
  images: Omit<AnnouncementImageRow, 'announcementId'>[],
): Promise<number> {
  return db.transaction(async (tx) => {
    // Serialises concurrent inserts on the id; the table is small and written only by tests.
    await tx.execute(sql`lock table announcements in share row exclusive mode`);
    const [next] = await tx
      .select({ id: sql<number>`coalesce(max(${announcements.id}), 0) + 1` })
      .from(announcements);
    const id = Number(next?.id ?? 1);
    await tx.insert(announcements).values({ ...row, id });
    if (images.length > 0)
      await tx
        .insert(announcementImages)
        .values(images.map((image) => ({ ...image, announcementId: id })));
    return id;
  });
}

export async function deleteAnnouncement(db: Database, id: number): Promise<boolean> {
  const deleted = await db
    .delete(announcements)
    .where(eq(announcements.id, id))
    .returning({ id: announcements.id });
  return deleted.length > 0;
}
