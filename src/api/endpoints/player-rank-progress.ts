import { queryOptions } from '@tanstack/react-query';
import { api, type ApiClient } from '../client';
import {
  PLAYER_RANK_PROGRESS_PATH,
  playerRankProgressSchema,
  type PlayerRankProgress,
  type PLAYER_RANK_PROGRESS_MODULE,
} from '../../../shared/contract/calls/player-rank-progress.ts';

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
    moduleId: 'COMM3' satisfies typeof PLAYER_RANK_PROGRESS_MODULE,
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
