import * as z from 'zod/mini';
import { epochMsSchema, lastResultSchema } from './lottery-draws.ts';
import type { ModuleId } from '../../module-ids.ts';

export const VN_LOTTERY_LIST_MODULE = 'LOTT3' satisfies ModuleId;

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
