import { and, asc, count, desc, eq, gte } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { games, recentGames } from '../schema.ts';
import { gameConditions, type GameFilter, type GameRow } from './games.ts';

/**
 * The catalogue's most launched games since `since`, most launches first, at most `limit`. The
 * recent-games table keeps one row per player and game with the latest launch, so a game's count is
 * the number of players who launched it in the period. Ties go by catalogue order (sort order, id).
 */
export async function listLaunchedGames(
  db: Database,
  filter: GameFilter,
  since: Date,
  limit: number,
): Promise<GameRow[]> {
  const launches = count(recentGames.userName);
  const rows = await db
    .select({ game: games, launches })
    .from(recentGames)
    .innerJoin(games, eq(games.id, recentGames.gameId))
    .where(and(gte(recentGames.launchedAt, since), gameConditions(filter)))
    .groupBy(games.id)
    .orderBy(desc(launches), asc(games.sortOrder), asc(games.id))
    .limit(limit);
  return rows.map((row) => row.game);
}
