import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { api, type ApiClient } from '../client';
import { PLATFORM, gameArraySchema, type Game } from './game-entry';

export const HOT_GAMES_PATH = '/wps/relay/GCSGAME_hotGamesV2';

/** The whole hot list in rank order (requirements B3 "Hot response: value.list"); the site pages it itself. */
export const hotGamesSchema = z.pipe(
  z.object({ list: gameArraySchema }),
  z.transform((value): Game[] => value.list),
);

export function fetchHotGames(
  language: string,
  client: ApiClient = api,
  signal?: AbortSignal,
): Promise<Game[]> {
  return client.get(HOT_GAMES_PATH, {
    moduleId: 'GAMELOHOT3',
    schema: hotGamesSchema,
    // Requirements B7: isPlatform 2, the language, platform html5.
    params: { isPlatform: 2, language, platform: PLATFORM },
    ...(signal ? { signal } : {}),
  });
}

export function hotGamesQueryOptions(language: string, client: ApiClient = api) {
  return queryOptions({
    queryKey: ['games', 'hot', language] as const,
    queryFn: ({ signal }) => fetchHotGames(language, client, signal),
    staleTime: 5 * 60_000,
  });
}
