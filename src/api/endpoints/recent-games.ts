import * as z from 'zod/mini';
import { api, type ApiClient } from '../client';
import { CLIENT_TYPE, countSchema, gameArraySchema, type GamePage } from './game-entry';
import type { PlayerGamesQuery } from './favourite-list';

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

export function recentGamesParams(query: PlayerGamesQuery) {
  return {
    page: query.pageNo,
    pageSize: query.pageSize,
    gameType: query.gameType ?? '',
    vendor: query.vendor ?? '',
    language: query.language ?? '',
    clientType: CLIENT_TYPE,
  };
}

export async function fetchRecentGames(
  query: PlayerGamesQuery,
  client: ApiClient = api,
  signal?: AbortSignal,
): Promise<GamePage> {
  const page = await client.get(RECENT_GAMES_PATH, {
    moduleId: 'GAMELOREC3',
    schema: recentGamesSchema,
    params: recentGamesParams(query),
    ...(signal ? { signal } : {}),
  });
  // Without a page number in the answer, the page asked for is the page answered.
  return { ...page, pageNum: page.pageNum ?? query.pageNo };
}
