import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, type ApiClient } from '../client';
import { CLIENT_TYPE, PLATFORM, type GamePage } from '../../../shared/contract/calls/game-entry.ts';
import {
  type GameListQuery,
  GAME_LIST_PATH,
  gameListSchema,
  type GAME_LIST_MODULE,
} from '../../../shared/contract/calls/game-list.ts';

// The call's contract (shared/contract/calls) is the one home of these; the site reads them from here too.
export { type GameListQuery, gameListSchema } from '../../../shared/contract/calls/game-list.ts';

/** The platform sends every filter, blank when unset (requirements B7). */
export function gameListParams(query: GameListQuery) {
  return {
    platform: PLATFORM,
    clientType: CLIENT_TYPE,
    gameName: query.gameName?.trim() ?? '',
    gameType: query.gameType ?? '',
    vassalage: query.vassalage ?? '',
    gameClassify: query.gameClassify ?? '',
    minBet: query.minBet ?? '',
    minLine: query.minLine ?? '',
    isNew: query.isNew ? '1' : '',
    language: query.language ?? '',
    pageNo: query.pageNo,
    pageSize: query.pageSize,
  };
}

/** Game list and game search: the same call, the search with page size 9 or 36 (requirements B7, B9). */
export function fetchGameList(
  query: GameListQuery,
  client: ApiClient = api,
  signal?: AbortSignal,
): Promise<GamePage> {
  return client.get(GAME_LIST_PATH, {
    moduleId: 'GAMELO3' satisfies typeof GAME_LIST_MODULE,
    schema: gameListSchema,
    params: gameListParams(query),
    ...(signal ? { signal } : {}),
  });
}

export function gameListQueryOptions(query: GameListQuery, client: ApiClient = api) {
  return queryOptions({
    queryKey: ['games', 'list', gameListParams(query)] as const,
    queryFn: ({ signal }) => fetchGameList(query, client, signal),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
