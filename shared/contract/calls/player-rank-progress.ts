import * as z from 'zod/mini';
import type { ModuleId } from '../../module-ids.ts';

export const PLAYER_RANK_PROGRESS_MODULE = 'COMM3' satisfies ModuleId;

export const PLAYER_RANK_PROGRESS_PATH = '/wps/relay/MCSFE_getPlayerRankProgress';

/** Requirements B3.10 "Rank progress"; a player without a rank has labelId null (and 0 of 0). */
export const playerRankProgressSchema = z.object({
  currentProgress: z.object({
    completedConditions: z.number(),
    totalExpectedConditions: z.number(),
  }),
  playerRankProgress: z.object({ labelId: z.nullable(z.string()) }),
});
export type PlayerRankProgress = z.infer<typeof playerRankProgressSchema>;
