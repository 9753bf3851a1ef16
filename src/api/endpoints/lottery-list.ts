import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { api, type ApiClient } from '../client';
import { epochMsSchema, prizeModeSchema, type LotteryCategory } from './lottery-draws';

export const LOTTERY_LIST_PATH = '/wps/relay/LOTTFE_lotteryList';

/** A lottery of the catalogue with its play types and how often it draws. */
export const lotteryListSchema = z.object({
  serverTime: epochMsSchema,
  list: z.array(
    z.object({
      vendor: z.string(),
      gameCode: z.string(),
      gameName: z.string(),
      nodeId: z.int(),
      gameId: z.string(),
      iconUrl: z.string(),
      prizeMode: prizeModeSchema,
      playTypes: z.array(z.string()),
      drawIntervalSeconds: z.int().check(z.positive()),
    }),
  ),
});
export type LotteryList = z.infer<typeof lotteryListSchema>;

export interface LotteryListQuery {
  category: LotteryCategory;
  vendor?: string;
  /** BN or EN: names follow it. */
  language: string;
}

/** The lotteries of a category (optionally one vendor's); no session needed. */
export function fetchLotteryList(
  query: LotteryListQuery,
  client: ApiClient = api,
  signal?: AbortSignal,
): Promise<LotteryList> {
  return client.get(LOTTERY_LIST_PATH, {
    moduleId: 'LOTT3',
    schema: lotteryListSchema,
    // Without a vendor, the whole category: the parameter is left out rather than sent blank.
    params: {
      category: query.category,
      ...(query.vendor ? { vendor: query.vendor } : {}),
      language: query.language,
    },
    ...(signal ? { signal } : {}),
  });
}

export function lotteryListQueryOptions(query: LotteryListQuery, client: ApiClient = api) {
  return queryOptions({
    queryKey: ['lottery', 'list', query.category, query.vendor ?? '', query.language] as const,
    queryFn: ({ signal }) => fetchLotteryList(query, client, signal),
    staleTime: 5 * 60_000,
  });
}
