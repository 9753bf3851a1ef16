import type { GameFilter, GameRow, Page } from '../db/queries/games.ts';
import { LruCache } from './lru-cache.ts';

interface IndexedGame {
  row: GameRow;
  /** lower(name_en || ' ' || name_bn), the text the SQL search matches too. */
  searchText: string;
  /** Minimum bet in cents: the column is numeric(12,2), so this is exact. */
  minBetCents: number;
}

/** "12.5" → 1250; amounts carry at most 2 decimals (numeric(12,2) and the gameList minBet rule). */
export function toCents(amount: string): number {
  const [whole = '0', fraction = ''] = amount.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
}

function matches(
  game: IndexedGame,
  filter: GameFilter,
  term: string | undefined,
  maxMinBetCents: number | undefined,
): boolean {
  const { row } = game;
  if (term !== undefined && !game.searchText.includes(term)) return false;
  if (filter.gameTypes !== undefined && !filter.gameTypes.includes(row.gameType)) return false;
  if (filter.categories !== undefined && !filter.categories.includes(row.gameCategory))
    return false;
  if (filter.vendors !== undefined && !filter.vendors.includes(row.vendorCode)) return false;
  if (filter.classify !== undefined && row.classify !== filter.classify) return false;
  if (maxMinBetCents !== undefined && game.minBetCents > maxMinBetCents) return false;
  if (filter.minLines !== undefined && row.minLine < filter.minLines) return false;
  if (filter.isNew === true && !row.isNew) return false;
  if (filter.hot === true && row.hotRank === null) return false;
  return true;
}

// Distinct filters remembered per snapshot; each holds at most the catalogue's rows (references).
const MEMO_FILTERS = 256;
// Serialised answers remembered per snapshot (a game list page of 24 games is about 12 KB as text,
// 2 KB gzipped): at most ~15 MB.
const MEMO_ANSWERS = 1024;

/** Every field of the filter, in a fixed order: equal filters give equal keys. */
export function filterKey(filter: GameFilter): string {
  return JSON.stringify([
    filter.name?.toLowerCase(),
    filter.gameTypes,
    filter.categories,
    filter.vendors,
    filter.classify,
    filter.maxMinBet === undefined ? undefined : toCents(filter.maxMinBet),
    filter.minLines,
    filter.isNew,
    filter.hot,
  ]);
}

/**
 * The catalogue held in memory, answering the game list exactly as `listGames` (db/queries/games.ts)
 * does in SQL: same filters, catalogue order (sort order, then id), the same pages. A few thousand
 * games are scanned in well under a millisecond, which a database round trip per call cannot match
 * when 50 players page at once on the single-threaded embedded database.
 */
export class CatalogueSnapshot {
  readonly #games: readonly IndexedGame[];
  readonly #hot: readonly GameRow[];
  /** Matches per filter: players mostly page through the same few categories, vendors and terms. */
  readonly #matches = new LruCache<string, readonly GameRow[]>(MEMO_FILTERS);
  /** Answers derived from this copy (serialised pages, their gzip): valid exactly as long as the copy is. */
  readonly #derived = new LruCache<string, unknown>(MEMO_ANSWERS);

  /** `rows` must already be in catalogue order (loadAllGames). */
  constructor(rows: readonly GameRow[]) {
    this.#games = rows.map((row) => ({
      row,
      searchText: `${row.nameEn} ${row.nameBn}`.toLowerCase(),
      minBetCents: toCents(row.minBet),
    }));
    this.#hot = rows
      .filter((row) => row.hotRank !== null)
      .sort((a, b) => (a.hotRank ?? 0) - (b.hotRank ?? 0));
  }

  get size(): number {
    return this.#games.length;
  }

  list(filter: GameFilter, page: Page): { rows: GameRow[]; total: number } {
    const all = this.#matching(filter);
    const start = (page.pageNo - 1) * page.pageSize;
    return { rows: all.slice(start, start + page.pageSize), total: all.length };
  }

  #matching(filter: GameFilter): readonly GameRow[] {
    const key = filterKey(filter);
    const known = this.#matches.get(key);
    if (known !== undefined) return known;
    const term = filter.name?.toLowerCase();
    const maxMinBetCents = filter.maxMinBet === undefined ? undefined : toCents(filter.maxMinBet);
    const rows = this.#games
      .filter((game) => matches(game, filter, term, maxMinBetCents))
      .map((game) => game.row);
    this.#matches.set(key, rows);
    return rows;
  }

  /**
   * A value computed from this copy once per key (a serialised page, its gzip), kept while the copy
   * lives. One key always stands for one kind of value: callers give each kind its own key prefix.
   */
  remember<T extends string | Uint8Array>(key: string, compute: () => T): T {
    const known = this.#derived.get(key);
    if (known !== undefined) return known as T;
    const value = compute();
    this.#derived.set(key, value);
    return value;
  }

  /** Hot games by their rank (listHotGames). */
  hot(): readonly GameRow[] {
    return this.#hot;
  }
}
