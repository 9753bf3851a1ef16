import * as z from 'zod/mini';
import { api, type ApiClient } from '../client';

export const LAUNCH_GAME_PATH = '/wps/game/launchGame';

/**
 * Query of a launch (requirements B4.10 "Game launch"): lotteries by vendor, gameCode and prize mode or play
 * type; everything else generically by category, vendor, gameId, nodeId and the free-play flag.
 */
export interface LaunchGameQuery {
  nodeId?: number;
  vendor?: string;
  gameId?: string;
  gameCode?: string;
  category?: string;
  freeplay?: boolean;
  prizeMode?: 'lottery' | 'elottery' | 'SEA';
  playType?: string;
  language?: string;
}

export const launchGameSchema = z.object({ gameUrl: z.string().check(z.minLength(1)) });
export type LaunchedGame = z.infer<typeof launchGameSchema>;

export function launchGameParams(query: LaunchGameQuery): Record<string, string | number> {
  const params: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === '') continue;
    params[key] = typeof value === 'boolean' ? (value ? 1 : 0) : value;
  }
  return params;
}

/** A write in effect (the server records the recent game), so it is never cached. */
export function launchGame(query: LaunchGameQuery, client: ApiClient = api): Promise<LaunchedGame> {
  return client.get(LAUNCH_GAME_PATH, {
    moduleId: 'GAMELO3',
    schema: launchGameSchema,
    params: launchGameParams(query),
  });
}
