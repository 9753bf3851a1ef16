import * as z from 'zod/mini';
import { gameArraySchema, type Game } from './game-entry.ts';
import type { ModuleId } from '../../module-ids.ts';

export const HOT_GAMES_MODULE = 'GAMELOHOT3' satisfies ModuleId;

export const HOT_GAMES_PATH = '/wps/relay/GCSGAME_hotGamesV2';

/** The whole hot list in rank order (requirements B3 "Hot response: value.list"); the site pages it itself. */
export const hotGamesSchema = z.pipe(
  z.object({ list: gameArraySchema }),
  z.transform((value): Game[] => value.list),
);
