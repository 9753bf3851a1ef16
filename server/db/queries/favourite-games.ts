import { and, count, desc, eq } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { favouriteGames, games } from '../schema.ts';
import { gameConditions, type GameFilter, type GameRow, type Page } from './games.ts';

/** Adding twice keeps the first time, so the list order stays "favourited first, newest first". */
export async function addFavourite(db: Database, userName: string, gameId: number): Promise<void> {
  await db.insert(favouriteGames).values({ userName, gameId }).onConflictDoNothing();
}

export async function removeFavourite(db: Database, userName: string, gameId: number): Promise<void> {
  await db.delete(favouriteGames).where(and(eq(favouriteGames.userName, userName), eq(favouriteGames.gameId, gameId)));
}

export async function favouriteIds(db: Database, userName: string): Promise<number[]> {
  const rows = await db
    .select({ id: favouriteGames.gameId })
    .from(favouriteGames)
    .where(eq(favouriteGames.userName, userName))
    .orderBy(desc(favouriteGames.createdAt), desc(favouriteGames.gameId));
  return rows.map((row) => row.id);
}

export async function listFavourites(db: Database, userName: string, filter: GameFilter, page: Page): Promise<{ rows: GameRow[]; total: number }> {
  const where = and(eq(favouriteGames.userName, userName), gameConditions(filter));
  const [totals] = await db.select({ total: count() }).from(favouriteGames).innerJoin(games, eq(games.id, favouriteGames.gameId)).where(where);
  const rows = await db
    .select({ game: games })
    .from(favouriteGames)
    .innerJoin(games, eq(games.id, favouriteGames.gameId))
    .where(where)
    .orderBy(desc(favouriteGames.createdAt), desc(favouriteGames.gameId))
    .limit(page.pageSize)
    .offset((page.pageNo - 1) * page.pageSize);
  return { rows: rows.map((row) => row.game), total: totals?.total ?? 0 };
}
