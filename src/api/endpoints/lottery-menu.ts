import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { api, type ApiClient } from '../client';

export const LOTTERY_MENU_PATH = '/wps/relay/LOTTFE_lotteryMenu';

/** A vendor's games grouped by play type (Tradition / Entertainment; 'Standard' for vendors without). */
export const lotteryMenuSchema = z.object({
  vendor: z.string(),
  menus: z.array(
    z.object({
      playType: z.string(),
      name: z.string(),
      games: z.array(z.object({ gameCode: z.string(), gameName: z.string() })),
    }),
  ),
});
export type LotteryMenu = z.infer<typeof lotteryMenuSchema>;

export function fetchLotteryMenu(
  query: { vendor: string; language: string },
  client: ApiClient = api,
  signal?: AbortSignal,
): Promise<LotteryMenu> {
  return client.get(LOTTERY_MENU_PATH, {
    moduleId: 'LOTT3',
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
