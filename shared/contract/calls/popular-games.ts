import * as z from 'zod/mini';
import { gameArraySchema, type Game } from './game-entry.ts';
import type { ModuleId } from '../../module-ids.ts';

export const POPULAR_GAMES_MODULE = 'GAMELO3' satisfies ModuleId;

export const POPULAR_GAMES_PATH = '/wps/relay/GCSGAME_popularGames';

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
