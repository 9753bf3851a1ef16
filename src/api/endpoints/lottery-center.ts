import { queryOptions } from '@tanstack/react-query';
import { api, type ApiClient } from '../client';
import type { LotteryCategory } from '../../../shared/contract/calls/lottery-draws.ts';
import {
  LOTTERY_CENTER_PATH,
  lotteryCenterSchema,
  type LotteryCenter,
  type LOTTERY_CENTER_MODULE,
} from '../../../shared/contract/calls/lottery-center.ts';

// The call's contract (shared/contract/calls) is the one home of these; the site reads them from here too.
export {
  lotteryCenterSchema,
  type LotteryCenterEntry,
} from '../../../shared/contract/calls/lottery-center.ts';

export function fetchLotteryCenter(
  query: { category: LotteryCategory; language: string },
  client: ApiClient = api,
  signal?: AbortSignal,
): Promise<LotteryCenter> {
  return client.get(LOTTERY_CENTER_PATH, {
    moduleId: 'LOTT3' satisfies typeof LOTTERY_CENTER_MODULE,
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
