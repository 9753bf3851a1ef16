import type { GameListQuery } from '../../api/endpoints/game-list';
import {
  inHouseVendors,
  sortedCategories,
  type GameVendors,
} from '../../api/endpoints/game-vendors';
import { CATEGORY_PATHS } from '../../lib/category-routes';
import { presetFor } from '../../../machines/games/presets.ts';

/** Requirements B9: the home game list shows 20 games, the home sections 16. */
export const HOME_LIST_SIZE = 20;
export const HOME_SECTION_SIZE = 16;

/**
 * The first page of a home section: the same preset filter its category screen's All lists
 * (categoryVendors: the vendors of that category, so its count is the category's own).
 */
export function sectionQuery(
  type: string,
  inHouse: readonly string[],
  language: string,
  categoryVendors: readonly string[] = [],
): GameListQuery {
  const { filter } = presetFor(type, inHouse, categoryVendors);
  const query: GameListQuery = { language, pageNo: 1, pageSize: HOME_SECTION_SIZE };
  if (filter.gameType) query.gameType = filter.gameType;
  if (filter.vassalage) query.vassalage = filter.vassalage;
  if (filter.gameClassify) query.gameClassify = filter.gameClassify;
  return query;
}

export interface LobbyQueries {
  jackpots: GameListQuery;
  newGames: GameListQuery;
  categories: { category: string; query: GameListQuery }[];
}

/** Each section's first page, built once per vendor answer and language (the sections are memoised on it). */
export function lobbyQueries(vendors: GameVendors | undefined, language: string): LobbyQueries {
  const inHouse = vendors ? inHouseVendors(vendors) : [];
  const categories = vendors
    ? sortedCategories(vendors).filter((category) => category !== 'HOT' && CATEGORY_PATHS[category])
    : [];
  return {
    jackpots: sectionQuery('JACKPOT', inHouse, language),
    newGames: sectionQuery('NEW', inHouse, language),
    categories: categories.map((category) => ({
      category,
      query: sectionQuery(
        category,
        inHouse,
        language,
        (vendors?.vendors[category] ?? []).map((vendor) => vendor.vassalage),
      ),
    })),
  };
}
