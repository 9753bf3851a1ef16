import * as z from 'zod/mini';
import { countSchema, gameArraySchema, type GamePage } from './game-entry.ts';
import type { ModuleId } from '../../module-ids.ts';

export const FAVOURITE_LIST_MODULE = 'GAMELOFAV3' satisfies ModuleId;

/** Query of the player's lists (favourites, recent): requirements B7. Empty means every type or vendor. */
export interface PlayerGamesQuery {
  pageNo: number;
  /** Requirements B9: 24, 16, 100 or 200 by screen. */
  pageSize: number;
  gameType?: string;
  vendor?: string;
  language?: string;
}

export const FAVOURITE_LIST_PATH = '/wps/relay/MCSFE_getFavoriteGamesList';

export const favouriteListSchema = z.pipe(
  z.object({
    content: gameArraySchema,
    pageNum: countSchema,
    totalPages: countSchema,
    totalCount: z.optional(countSchema),
  }),
  z.transform(({ content, pageNum, totalPages, totalCount }): GamePage => ({
    games: content,
    pageNum,
    totalPages,
    totalCount: totalCount ?? content.length,
  })),
);
