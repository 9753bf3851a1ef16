import { asc, eq } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { vendors } from '../schema.ts';

export type VendorRow = typeof vendors.$inferSelect;

export async function listVendors(db: Database): Promise<VendorRow[]> {
  return db.select().from(vendors).orderBy(asc(vendors.sortOrder));
}

export async function vendorExists(db: Database, code: string): Promise<boolean> {
  const [row] = await db.select({ code: vendors.code }).from(vendors).where(eq(vendors.code, code));
  return row !== undefined;
}
