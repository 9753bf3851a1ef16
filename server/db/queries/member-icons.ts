import { eq } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { memberIcons } from '../schema.ts';

export async function findMemberIcon(db: Database, userName: string): Promise<string | undefined> {
  const [row] = await db
    .select({ icon: memberIcons.icon })
    .from(memberIcons)
    .where(eq(memberIcons.userName, userName));
  return row?.icon;
}

export async function saveMemberIcon(db: Database, userName: string, icon: string): Promise<void> {
  await db
    .insert(memberIcons)
    .values({ userName, icon })
    .onConflictDoUpdate({ target: memberIcons.userName, set: { icon, updatedAt: new Date() } });
}
