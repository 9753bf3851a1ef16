import { api, type ApiClient } from '../client';
import type { GamePage } from '../../../shared/contract/calls/game-entry.ts';
import {
  type PlayerGamesQuery,
  FAVOURITE_LIST_PATH,
  favouriteListSchema,
  type FAVOURITE_LIST_MODULE,
} from '../../../shared/contract/calls/favourite-list.ts';

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
    moduleId: 'GAMELOFAV3' satisfies typeof FAVOURITE_LIST_MODULE,
    schema: favouriteListSchema,
    params: favouriteListParams(query),
    ...(signal ? { signal } : {}),
  });
}
