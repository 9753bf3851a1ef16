import { asc, inArray } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { helpItems } from '../schema.ts';

export type HelpItemRow = typeof helpItems.$inferSelect;

/** Items for one device (MOBILE or WEB) plus those for every device, in display order. */
export async function listHelpItems(
  db: Database,
  device: 'MOBILE' | 'WEB',
): Promise<HelpItemRow[]> {
  return db
    .select()
    .from(helpItems)
    .where(inArray(helpItems.device, ['ALL', device]))
    .orderBy(asc(helpItems.sortOrder), asc(helpItems.id));
}
