import { and, asc, count, eq, gte, inArray, isNotNull, lte, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { catalogueRevisions, games } from '../schema.ts';

export type GameRow = typeof games.$inferSelect;

/** Catalogue filters after presets are applied (services/game-filters.ts); every field narrows. */
export interface GameFilter {
  name?: string | undefined;
  gameTypes?: readonly string[] | undefined;
  categories?: readonly string[] | undefined;
  vendors?: readonly string[] | undefined;
  classify?: string | undefined;
  /** Games a player can join with this stake: minimum bet at most this amount (decimal string). */
  maxMinBet?: string | undefined;
  /** Games with at least this many lines. */
  minLines?: number | undefined;
  isNew?: boolean | undefined;
  hot?: boolean | undefined;
}

/** LIKE treats % _ and \ specially; a search term is plain text. */
export function likeContains(term: string): string {
  return `%${term.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`;
}

// The same expression as games_name_trgm_idx, so the planner can use the trigram index.
const searchText = sql`lower(${games.nameEn} || ' ' || ${games.nameBn})`;

export function gameConditions(filter: GameFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.name !== undefined)
    conditions.push(sql`${searchText} like ${likeContains(filter.name)}`);
  if (filter.gameTypes !== undefined)
    conditions.push(inArray(games.gameType, [...filter.gameTypes]));
  if (filter.categories !== undefined)
    conditions.push(inArray(games.gameCategory, [...filter.categories]));
  if (filter.vendors !== undefined) conditions.push(inArray(games.vendorCode, [...filter.vendors]));
  if (filter.classify !== undefined) conditions.push(eq(games.classify, filter.classify));
  if (filter.maxMinBet !== undefined) conditions.push(lte(games.minBet, filter.maxMinBet));
  if (filter.minLines !== undefined) conditions.push(gte(games.minLine, filter.minLines));
  if (filter.isNew === true) conditions.push(eq(games.isNew, true));
  if (filter.hot === true) conditions.push(isNotNull(games.hotRank));
  return conditions.length === 0 ? undefined : and(...conditions);
}

export interface Page {
  pageNo: number;
  pageSize: number;
}

/** One page in catalogue order (sort order, then id so pages never overlap) and the total count. */
export async function listGames(
  db: Database,
  filter: GameFilter,
  page: Page,
): Promise<{ rows: GameRow[]; total: number }> {
  const where = gameConditions(filter);
  const [totals] = await db.select({ total: count() }).from(games).where(where);
  const total = totals?.total ?? 0;
  if (total <= (page.pageNo - 1) * page.pageSize) return { rows: [], total };
  const rows = await db
    .select()
    .from(games)
    .where(where)
    .orderBy(asc(games.sortOrder), asc(games.id))
    .limit(page.pageSize)
    .offset((page.pageNo - 1) * page.pageSize);
  return { rows, total };
}

export async function listHotGames(db: Database): Promise<GameRow[]> {
  return db.select().from(games).where(isNotNull(games.hotRank)).orderBy(asc(games.hotRank));
}

export async function findGameById(db: Database, id: number): Promise<GameRow | undefined> {
  const [row] = await db.select().from(games).where(eq(games.id, id));
  return row;
}

/** A vendor's game by the spec's gameId (our code) or by its launch code ('lobby' for lobby products). */
export async function findVendorGame(
  db: Database,
  vendor: string,
  key: { gameId?: string | undefined; gameCode?: string | undefined },
): Promise<GameRow | undefined> {
  const by =
    key.gameId !== undefined
      ? eq(games.code, key.gameId)
      : eq(games.launchCode, key.gameCode ?? 'lobby');
  const [row] = await db
    .select()
    .from(games)
    .where(and(eq(games.vendorCode, vendor), by))
    .orderBy(asc(games.sortOrder), asc(games.id))
    .limit(1);
  return row;
}

export async function gameCodeExists(db: Database, code: string): Promise<boolean> {
  const [row] = await db.select({ id: games.id }).from(games).where(eq(games.code, code));
  return row !== undefined;
}

/** Games per category, vendor and classification: everything the vendor map needs, in one pass. */
export async function catalogueBreakdown(db: Database) {
  return db
    .select({
      category: games.gameCategory,
      gameType: games.gameType,
      vendor: games.vendorCode,
      classify: games.classify,
      games: count(),
    })
    .from(games)
    .groupBy(games.gameCategory, games.gameType, games.vendorCode, games.classify);
}

/** Development control: gives a game other names (e.g. stored-XSS vectors). False when it does not exist. */
export async function renameGame(
  db: Database,
  id: number,
  names: { nameEn: string; nameBn: string },
): Promise<boolean> {
  const rows = await db
    .update(games)
    .set(names)
    .where(eq(games.id, id))
    .returning({ id: games.id });
  return rows.length > 0;
}

/** Raised by triggers on every change of games or vendors (migrations/0006_catalogue_revision.sql). */
export async function catalogueRevision(db: Database): Promise<number> {
  const [row] = await db
    .select({ revision: catalogueRevisions.revision })
    .from(catalogueRevisions)
    .where(eq(catalogueRevisions.id, 1));
  return row?.revision ?? 0;
}

export async function countGames(db: Database): Promise<number> {
  const [row] = await db.select({ total: count() }).from(games);
  return row?.total ?? 0;
}

/** The whole catalogue in list order, for the in-memory copy (services/catalogue-cache.ts). */
export async function loadAllGames(db: Database): Promise<GameRow[]> {
  return db.select().from(games).orderBy(asc(games.sortOrder), asc(games.id));
}
