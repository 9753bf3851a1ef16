import * as z from 'zod/mini';
import type { DataType } from '../../../machines/games/presets.ts';

// Query of the game screens (requirements B2.3): vassalage, gameClassify and dataType on category
// screens, gameType on favourites and recent. Anything malformed is dropped, not an error page.

const code = z.string().check(z.regex(/^[A-Za-z0-9_]{1,32}$/));
const codes = z.string().check(z.regex(/^[A-Za-z0-9_]{1,32}(,[A-Za-z0-9_]{1,32}){0,29}$/));
const DATA_TYPES: Readonly<Record<string, DataType>> = {
  all: 'ALL',
  fav: 'FAV',
  favourites: 'FAV',
  favorites: 'FAV',
  hot: 'HOT',
  recent: 'RECENT',
  new: 'NEW',
};

export interface GameSearch {
  vassalage?: string;
  gameClassify?: string;
  dataType?: DataType;
  gameType?: string;
}

const pick = <T>(schema: z.core.$ZodType<T>, value: unknown): T | undefined => {
  const parsed = z.safeParse(schema, value);
  return parsed.success ? parsed.data : undefined;
};

export function parseGameSearch(raw: Record<string, unknown>): GameSearch {
  const dataType =
    typeof raw['dataType'] === 'string' ? DATA_TYPES[raw['dataType'].toLowerCase()] : undefined;
  const search: GameSearch = {};
  const vassalage = pick(codes, raw['vassalage']);
  const gameClassify = pick(code, raw['gameClassify']);
  const gameType = pick(code, raw['gameType']);
  if (vassalage) search.vassalage = vassalage;
  if (gameClassify) search.gameClassify = gameClassify;
  if (dataType) search.dataType = dataType;
  if (gameType) search.gameType = gameType.toUpperCase();
  return search;
}

/** Requirements B4 clear filter: a screen opened with a query string clears by going to the plain path. */
export function hasFilterQuery(search: GameSearch): boolean {
  // The router also hands over the parents' parameters (?lang=…): only the game ones count.
  return [search.vassalage, search.gameClassify, search.dataType, search.gameType].some(
    (part) => part !== undefined,
  );
}

/** A stable key of the query, so a screen restarts its list when the query changes. */
export function searchKey(search: GameSearch): string {
  return [search.vassalage, search.gameClassify, search.dataType, search.gameType]
    .map((part) => part ?? '')
    .join('|');
}
