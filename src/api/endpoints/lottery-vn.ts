import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { api, type ApiClient } from '../client';
import { epochMsSchema, lastResultSchema } from './lottery-draws';

export const VN_LOTTERY_LIST_PATH = '/wps/relay/LOTTFE_vnLotteryList';

export const VN_REGIONS = ['NORTH', 'CENTRAL', 'SOUTH'] as const;

/** The Vietnam lotteries: per region its daily draws (one a day per game), each with its last result. */
export const vnLotteryListSchema = z.object({
  serverTime: epochMsSchema,
  regions: z.array(
    z.object({
      region: z.enum(VN_REGIONS),
      name: z.string(),
      draws: z.array(
        z.object({
          vendor: z.string(),
          gameCode: z.string(),
          gameName: z.string(),
          numero: z.string().check(z.minLength(1)),
          closeAt: epochMsSchema,
          drawAt: epochMsSchema,
          last: lastResultSchema,
        }),
      ),
    }),
  ),
});
export type VnLotteryList = z.infer<typeof vnLotteryListSchema>;
export type VnRegion = VnLotteryList['regions'][number];
export type VnDraw = VnRegion['draws'][number];

export function fetchVnLotteryList(
  language: string,
  client: ApiClient = api,
  signal?: AbortSignal,
): Promise<VnLotteryList> {
  return client.get(VN_LOTTERY_LIST_PATH, {
    moduleId: 'LOTT3',
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
