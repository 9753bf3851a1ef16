import { queryOptions } from '@tanstack/react-query';
import { api, type ApiClient } from '../client';
import { PLATFORM, type Game } from '../../../shared/contract/calls/game-entry.ts';
import {
  HOT_GAMES_PATH,
  hotGamesSchema,
  type HOT_GAMES_MODULE,
} from '../../../shared/contract/calls/hot-games.ts';

export function fetchHotGames(
  language: string,
  client: ApiClient = api,
  signal?: AbortSignal,
): Promise<Game[]> {
  return client.get(HOT_GAMES_PATH, {
    moduleId: 'GAMELOHOT3' satisfies typeof HOT_GAMES_MODULE,
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
