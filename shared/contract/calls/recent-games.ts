import * as z from 'zod/mini';
import { countSchema, gameArraySchema, type GamePage } from './game-entry.ts';
import type { ModuleId } from '../../module-ids.ts';

export const RECENT_GAMES_MODULE = 'GAMELOREC3' satisfies ModuleId;

export const RECENT_GAMES_PATH = '/wps/relay/GCS_recentGame';

/** Requirements B3 "Recent response: list, totalPages"; pageNum and totalCount when the server sends them. */
export const recentGamesSchema = z.pipe(
  z.object({
    list: gameArraySchema,
    totalPages: countSchema,
    pageNum: z.optional(countSchema),
    totalCount: z.optional(countSchema),
  }),
  z.transform(
    ({
      list,
      totalPages,
      pageNum,
      totalCount,
    }): Omit<GamePage, 'pageNum'> & { pageNum: number | null } => ({
      games: list,
      totalPages,
      pageNum: pageNum ?? null,
      totalCount: totalCount ?? list.length,
    }),
  ),
);
