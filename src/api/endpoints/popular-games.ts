import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { api, type ApiClient } from '../client';
import { gameArraySchema, type Game } from './game-entry';

export const POPULAR_GAMES_PATH = '/wps/relay/GCSGAME_popularGames';

/** The server's default page size (at most 48). */
export const POPULAR_PAGE_SIZE = 12;

/** The games players launched most over the last 7 days, then the catalogue's order. */
export const popularGamesSchema = z.pipe(
  z.object({ list: gameArraySchema }),
  z.transform((value): Game[] => value.list),
);

export interface PopularGamesQuery {
  gameType?: string;
  pageSize?: number;
  language: string;
}

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
    moduleId: 'GAMELO3',
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
