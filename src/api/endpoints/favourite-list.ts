import * as z from 'zod/mini';
import { api, type ApiClient } from '../client';
import { countSchema, gameArraySchema, type GamePage } from './game-entry';

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

export function favouriteListParams(query: PlayerGamesQuery) {
  return {
    pageNo: query.pageNo,
    pageSize: query.pageSize,
    gameType: query.gameType ?? '',
    vendor: query.vendor ?? '',
    language: query.language ?? '',
  };
}

export function fetchFavouriteList(
  query: PlayerGamesQuery,
  client: ApiClient = api,
  signal?: AbortSignal,
): Promise<GamePage> {
  return client.get(FAVOURITE_LIST_PATH, {
    moduleId: 'GAMELOFAV3',
    schema: favouriteListSchema,
    params: favouriteListParams(query),
    ...(signal ? { signal } : {}),
  });
}
