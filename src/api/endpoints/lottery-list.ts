import { queryOptions } from '@tanstack/react-query';
import { api, type ApiClient } from '../client';
import {
  LOTTERY_LIST_PATH,
  lotteryListSchema,
  type LotteryList,
  type LotteryListQuery,
  type LOTTERY_LIST_MODULE,
} from '../../../shared/contract/calls/lottery-list.ts';

/** The lotteries of a category (optionally one vendor's); no session needed. */
export function fetchLotteryList(
  query: LotteryListQuery,
  client: ApiClient = api,
  signal?: AbortSignal,
): Promise<LotteryList> {
  return client.get(LOTTERY_LIST_PATH, {
    moduleId: 'LOTT3' satisfies typeof LOTTERY_LIST_MODULE,
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
