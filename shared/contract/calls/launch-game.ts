import * as z from 'zod/mini';
import type { ModuleId } from '../../module-ids.ts';

export const LAUNCH_GAME_MODULE = 'GAMELO3' satisfies ModuleId;

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
