import * as z from 'zod/mini';
import { drawSchema, epochMsSchema, lastResultSchema, prizeModeSchema } from './lottery-draws.ts';
import type { ModuleId } from '../../module-ids.ts';

export const LOTTERY_CENTER_MODULE = 'LOTT3' satisfies ModuleId;

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
