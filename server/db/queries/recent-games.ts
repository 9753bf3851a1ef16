import { and, count, desc, eq, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { games, recentGames } from '../schema.ts';
import { gameConditions, type GameFilter, type GameRow, type Page } from './games.ts';

// Enough for every recent-games screen (pages of 24); older launches are forgotten.
const KEEP_PER_PLAYER = 100;

/** Moves the game to the front of the player's recent list and trims the list. */
export async function recordLaunch(db: Database, userName: string, gameId: number): Promise<void> {
  await db
    .insert(recentGames)
    .values({ userName, gameId })
    .onConflictDoUpdate({
      target: [recentGames.userName, recentGames.gameId],
      set: { launchedAt: sql`now()` },
    });
  const keep = db
    .select({ id: recentGames.gameId })
    .from(recentGames)
    .where(eq(recentGames.userName, userName))
    .orderBy(desc(recentGames.launchedAt))
    .limit(KEEP_PER_PLAYER);
  await db
    .delete(recentGames)
    .where(and(eq(recentGames.userName, userName), notInArray(recentGames.gameId, keep)));
}

export async function listRecent(
  db: Database,
  userName: string,
  filter: GameFilter,
  page: Page,
): Promise<{ rows: GameRow[]; total: number }> {
  const where = and(eq(recentGames.userName, userName), gameConditions(filter));
  const [totals] = await db
    .select({ total: count() })
    .from(recentGames)
    .innerJoin(games, eq(games.id, recentGames.gameId))
    .where(where);
  const rows = await db
    .select({ game: games })
    .from(recentGames)
    .innerJoin(games, eq(games.id, recentGames.gameId))
    .where(where)
    .orderBy(desc(recentGames.launchedAt), desc(recentGames.gameId))
    .limit(page.pageSize)
    .offset((page.pageNo - 1) * page.pageSize);
  return { rows: rows.map((row) => row.game), total: totals?.total ?? 0 };
}
