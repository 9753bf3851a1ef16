import { api, type ApiClient } from '../client';
import { CLIENT_TYPE, type GamePage } from '../../../shared/contract/calls/game-entry.ts';
import type { PlayerGamesQuery } from '../../../shared/contract/calls/favourite-list.ts';
import {
  RECENT_GAMES_PATH,
  recentGamesSchema,
  type RECENT_GAMES_MODULE,
} from '../../../shared/contract/calls/recent-games.ts';

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
    moduleId: 'GAMELOREC3' satisfies typeof RECENT_GAMES_MODULE,
    schema: recentGamesSchema,
    params: recentGamesParams(query),
    ...(signal ? { signal } : {}),
  });
  // Without a page number in the answer, the page asked for is the page answered.
  return { ...page, pageNum: page.pageNum ?? query.pageNo };
}
