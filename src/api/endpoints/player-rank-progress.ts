import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { api, type ApiClient } from '../client';

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

/** Requirements B3: VIP progress is completed/total, and 1 when there is no label; kept within 0–1. */
export function vipProgress(progress: PlayerRankProgress): number {
  const { completedConditions, totalExpectedConditions } = progress.currentProgress;
  if (progress.playerRankProgress.labelId === null || totalExpectedConditions <= 0) return 1;
  return Math.min(1, Math.max(0, completedConditions / totalExpectedConditions));
}

export function fetchPlayerRankProgress(
  client: ApiClient = api,
  signal?: AbortSignal,
): Promise<PlayerRankProgress> {
  return client.get(PLAYER_RANK_PROGRESS_PATH, {
    moduleId: 'COMM3',
    schema: playerRankProgressSchema,
    ...(signal ? { signal } : {}),
  });
}

export function playerRankProgressQueryOptions(token: string, client: ApiClient = api) {
  return queryOptions({
    queryKey: ['member', 'rank-progress', token] as const,
    queryFn: ({ signal }) => fetchPlayerRankProgress(client, signal),
  });
}
