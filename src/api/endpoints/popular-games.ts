import { queryOptions } from '@tanstack/react-query';
import { api, type ApiClient } from '../client';
import type { Game } from '../../../shared/contract/calls/game-entry.ts';
import {
  POPULAR_GAMES_PATH,
  popularGamesSchema,
  type PopularGamesQuery,
  type POPULAR_GAMES_MODULE,
} from '../../../shared/contract/calls/popular-games.ts';

/** The server's default page size (at most 48). */
export const POPULAR_PAGE_SIZE = 12;

export function popularGamesParams(query: PopularGamesQuery) {
  return {
    // Unset means every type: the parameter is left out rather than sent blank.
    ...(query.gameType ? { gameType: query.gameType } : {}),
    pageSize: query.pageSize ?? POPULAR_PAGE_SIZE,
    language: query.language,
  };
}

/** No session needed. */
export function fetchPopularGames(
  query: PopularGamesQuery,
  client: ApiClient = api,
  signal?: AbortSignal,
): Promise<Game[]> {
  return client.get(POPULAR_GAMES_PATH, {
    moduleId: 'GAMELO3' satisfies typeof POPULAR_GAMES_MODULE,
    schema: popularGamesSchema,
    params: popularGamesParams(query),
    ...(signal ? { signal } : {}),
  });
}

export function popularGamesQueryOptions(query: PopularGamesQuery, client: ApiClient = api) {
  return queryOptions({
    queryKey: ['games', 'popular', popularGamesParams(query)] as const,
    queryFn: ({ signal }) => fetchPopularGames(query, client, signal),
    staleTime: 5 * 60_000,
  });
}
