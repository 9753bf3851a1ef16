import { and, count, desc, eq } from 'drizzle-orm';
import { lockNameForTransaction, LOCK_KEYS } from '../advisory-lock.ts';
import type { Database } from '../client.ts';
import { favouriteGames, games } from '../schema.ts';
import { gameConditions, type GameFilter, type GameRow, type Page } from './games.ts';

export type AddFavouriteOutcome = 'added' | 'kept' | 'full';

/**
 * Adds a favourite unless the player already holds `limit` of them. Adding twice keeps the first
 * time, so the list order stays "favourited first, newest first", and is no new favourite (so it
 * succeeds at the cap). The count and the insert run under a per-player transaction lock, so
 * parallel adds cannot pass the cap together.
 */
export async function addFavourite(
  db: Database,
  userName: string,
  gameId: number,
  limit: number,
): Promise<AddFavouriteOutcome> {
  return db.transaction(async (tx) => {
    await lockNameForTransaction(tx, LOCK_KEYS.favourites, userName);
    const mine = eq(favouriteGames.userName, userName);
    const [held] = await tx
      .select({ gameId: favouriteGames.gameId })
      .from(favouriteGames)
      .where(and(mine, eq(favouriteGames.gameId, gameId)))
      .limit(1);
    if (held !== undefined) return 'kept';
    const [total] = await tx.select({ total: count() }).from(favouriteGames).where(mine);
    if ((total?.total ?? 0) >= limit) return 'full';
    await tx.insert(favouriteGames).values({ userName, gameId }).onConflictDoNothing();
    return 'added';
  });
}

export async function removeFavourite(
  db: Database,
  userName: string,
  gameId: number,
): Promise<void> {
  await db
    .delete(favouriteGames)
    .where(and(eq(favouriteGames.userName, userName), eq(favouriteGames.gameId, gameId)));
}

export async function favouriteIds(db: Database, userName: string): Promise<number[]> {
  const rows = await db
    .select({ id: favouriteGames.gameId })
    .from(favouriteGames)
    .where(eq(favouriteGames.userName, userName))
    .orderBy(desc(favouriteGames.createdAt), desc(favouriteGames.gameId));
  return rows.map((row) => row.id);
}

export async function listFavourites(
  db: Database,
  userName: string,
  filter: GameFilter,
  page: Page,
): Promise<{ rows: GameRow[]; total: number }> {
  const where = and(eq(favouriteGames.userName, userName), gameConditions(filter));
  const [totals] = await db
    .select({ total: count() })
    .from(favouriteGames)
    .innerJoin(games, eq(games.id, favouriteGames.gameId))
    .where(where);
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
