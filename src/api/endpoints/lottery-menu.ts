import { queryOptions } from '@tanstack/react-query';
import { api, type ApiClient } from '../client';
import {
  LOTTERY_MENU_PATH,
  lotteryMenuSchema,
  type LotteryMenu,
  type LOTTERY_MENU_MODULE,
} from '../../../shared/contract/calls/lottery-menu.ts';

// The call's contract (shared/contract/calls) is the one home of these; the site reads them from here too.
export { type LotteryMenu } from '../../../shared/contract/calls/lottery-menu.ts';

export function fetchLotteryMenu(
  query: { vendor: string; language: string },
  client: ApiClient = api,
  signal?: AbortSignal,
): Promise<LotteryMenu> {
  return client.get(LOTTERY_MENU_PATH, {
    moduleId: 'LOTT3' satisfies typeof LOTTERY_MENU_MODULE,
    schema: lotteryMenuSchema,
    params: { vendor: query.vendor, language: query.language },
    ...(signal ? { signal } : {}),
  });
}

export function lotteryMenuQueryOptions(
  query: { vendor: string; language: string },
  client: ApiClient = api,
) {
  return queryOptions({
    queryKey: ['lottery', 'menu', query.vendor, query.language] as const,
    queryFn: ({ signal }) => fetchLotteryMenu(query, client, signal),
    staleTime: 5 * 60_000,
  });
}
