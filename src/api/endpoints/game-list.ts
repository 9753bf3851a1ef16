import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { api, type ApiClient } from '../client';
import { CLIENT_TYPE, PLATFORM, countSchema, gameArraySchema, type GamePage } from './game-entry';

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
    moduleId: 'GAMELO3',
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
