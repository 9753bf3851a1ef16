import * as z from 'zod/mini';
import { countSchema, gameArraySchema, type GamePage } from './game-entry.ts';
import type { ModuleId } from '../../module-ids.ts';

export const GAME_LIST_MODULE = 'GAMELO3' satisfies ModuleId;

/** Filters of the game list and the search (requirements B3 filter state, requirements B7 "Game list"). Empty means unset. */
export interface GameListQuery {
  gameName?: string;
  /** A game type (RNG, FISH …) or a special type the server presets (requirements B2.4). */
  gameType?: string;
  /** One vendor code, or several joined by commas (in-house, esports, cockfight presets). */
  vassalage?: string;
  gameClassify?: string;
  minBet?: string;
  minLine?: string;
  isNew?: boolean;
  /** BN or EN: names follow it. */
  language?: string;
  pageNo: number;
  pageSize: number;
}

export const GAME_LIST_PATH = '/wps/relay/GCSGAME_gameList';

export const gameListSchema = z.pipe(
  z.object({
    games: gameArraySchema,
    pageNum: countSchema,
    totalPages: countSchema,
    totalCount: z.optional(countSchema),
  }),
  z.transform((page): GamePage => ({ ...page, totalCount: page.totalCount ?? page.games.length })),
);
