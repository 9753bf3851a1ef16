import { eq } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { playerRanks, wallets } from '../schema.ts';

export type PlayerRankRow = typeof playerRanks.$inferSelect;

/** The balance as PostgreSQL prints numeric(18,2): a decimal string, never a float. */
export async function findBalance(db: Database, userName: string): Promise<string | undefined> {
  const [row] = await db
    .select({ balance: wallets.balance })
    .from(wallets)
    .where(eq(wallets.userName, userName));
  return row?.balance;
}

export async function findPlayerRank(
  db: Database,
  userName: string,
): Promise<PlayerRankRow | undefined> {
  const [row] = await db.select().from(playerRanks).where(eq(playerRanks.userName, userName));
  return row;
}
