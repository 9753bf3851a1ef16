import { desc, eq } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { games, winnerBoard } from '../schema.ts';

/** The biggest wins first (requirements B3: the list is sorted by winAmount descending). */
export async function listWinners(db: Database, limit: number) {
  return db
    .select({
      customerName: winnerBoard.customerName,
      winAmount: winnerBoard.winAmount,
      nameEn: games.nameEn,
      nameBn: games.nameBn,
      vendor: games.vendorCode,
    })
    .from(winnerBoard)
    .innerJoin(games, eq(games.id, winnerBoard.gameId))
    .orderBy(desc(winnerBoard.winAmount), winnerBoard.id)
    .limit(limit);
}
