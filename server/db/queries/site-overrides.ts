import { eq } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { siteOverrides } from '../schema.ts';

const ROW_ID = 1;

export interface StoredOverrides {
  overrides: unknown;
  updatedAt: Date;
}

export async function readOverrides(db: Database): Promise<StoredOverrides | undefined> {
  const [row] = await db.select().from(siteOverrides).where(eq(siteOverrides.id, ROW_ID));
  return row === undefined ? undefined : { overrides: row.overrides, updatedAt: row.updatedAt };
}

/** Reads the row for update, so two concurrent writers merge one after the other instead of losing one. */
export async function readOverridesForUpdate(db: Database): Promise<unknown> {
  const [row] = await db
    .select()
    .from(siteOverrides)
    .where(eq(siteOverrides.id, ROW_ID))
    .for('update');
  return row?.overrides;
}

export async function writeOverrides(db: Database, overrides: unknown): Promise<Date> {
  const updatedAt = new Date();
  await db
    .insert(siteOverrides)
    .values({ id: ROW_ID, overrides, updatedAt })
    .onConflictDoUpdate({ target: siteOverrides.id, set: { overrides, updatedAt } });
  return updatedAt;
}

export async function deleteOverrides(db: Database): Promise<void> {
  await db.delete(siteOverrides).where(eq(siteOverrides.id, ROW_ID));
}
