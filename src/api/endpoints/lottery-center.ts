import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { api, type ApiClient } from '../client';
import {
  drawSchema,
  epochMsSchema,
  lastResultSchema,
  prizeModeSchema,
  type LotteryCategory,
} from './lottery-draws';

export const LOTTERY_CENTER_PATH = '/wps/relay/LOTTFE_lotteryCenter';

/** Everything the lottery centre screen shows in one call: each lottery with its current draw and last result. */
export const lotteryCenterSchema = z.object({
  serverTime: epochMsSchema,
  list: z.array(
    z.object({
      vendor: z.string(),
      gameCode: z.string(),
      gameName: z.string(),
      iconUrl: z.string(),
      nodeId: z.int(),
      gameId: z.string(),
      prizeMode: prizeModeSchema,
      /** The game's default play type; null for vendors without play types. */
      playType: z.nullable(z.string()),
      current: drawSchema,
      last: lastResultSchema,
    }),
  ),
});
export type LotteryCenter = z.infer<typeof lotteryCenterSchema>;
export type LotteryCenterEntry = LotteryCenter['list'][number];

export function fetchLotteryCenter(
  query: { category: LotteryCategory; language: string },
  client: ApiClient = api,
  signal?: AbortSignal,
): Promise<LotteryCenter> {
  return client.get(LOTTERY_CENTER_PATH, {
    moduleId: 'LOTT3',
    schema: lotteryCenterSchema,
    params: { category: query.category, language: query.language },
    ...(signal ? { signal } : {}),
  });
}

/** Its serverTime starts every countdown on the screen, so it is asked afresh on each visit. */
export function lotteryCenterQueryOptions(
  query: { category: LotteryCategory; language: string },
  client: ApiClient = api,
) {
  return queryOptions({
    queryKey: ['lottery', 'center', query.category, query.language] as const,
    queryFn: ({ signal }) => fetchLotteryCenter(query, client, signal),
    staleTime: 0,
  });
}
