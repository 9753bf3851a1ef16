import type { GameListQuery } from '../../api/endpoints/game-list';
import { presetFor } from '../../../machines/games/presets.ts';

/** Spec 001 §9: the home game list shows 20 games, the home sections 16. */
export const HOME_LIST_SIZE = 20;
export const HOME_SECTION_SIZE = 16;

/** The first page of a home section: the same preset filter its category screen starts with. */
export function sectionQuery(type: string, inHouse: readonly string[], language: string): GameListQuery {
  const { filter } = presetFor(type, inHouse);
  const query: GameListQuery = { language, pageNo: 1, pageSize: HOME_SECTION_SIZE };
  if (filter.gameType) query.gameType = filter.gameType;
  if (filter.vassalage) query.vassalage = filter.vassalage;
  if (filter.gameClassify) query.gameClassify = filter.gameClassify;
  return query;
}
