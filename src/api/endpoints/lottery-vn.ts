import { queryOptions } from '@tanstack/react-query';
import { api, type ApiClient } from '../client';
import {
  VN_LOTTERY_LIST_PATH,
  vnLotteryListSchema,
  type VnLotteryList,
  type VN_LOTTERY_LIST_MODULE,
} from '../../../shared/contract/calls/lottery-vn.ts';

// The call's contract (shared/contract/calls) is the one home of these; the site reads them from here too.
export { vnLotteryListSchema } from '../../../shared/contract/calls/lottery-vn.ts';

export function fetchVnLotteryList(
  language: string,
  client: ApiClient = api,
  signal?: AbortSignal,
): Promise<VnLotteryList> {
  return client.get(VN_LOTTERY_LIST_PATH, {
    moduleId: 'LOTT3' satisfies typeof VN_LOTTERY_LIST_MODULE,
    schema: vnLotteryListSchema,
    params: { language },
    ...(signal ? { signal } : {}),
  });
}

/** Its serverTime starts every countdown of the regions, so it is asked afresh on each visit. */
export function vnLotteryListQueryOptions(language: string, client: ApiClient = api) {
  return queryOptions({
    queryKey: ['lottery', 'vn', language] as const,
    queryFn: ({ signal }) => fetchVnLotteryList(language, client, signal),
    staleTime: 0,
  });
}
