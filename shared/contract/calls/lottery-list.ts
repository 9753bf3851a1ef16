import * as z from 'zod/mini';
import { epochMsSchema, prizeModeSchema, type LotteryCategory } from './lottery-draws.ts';
import type { ModuleId } from '../../module-ids.ts';

export const LOTTERY_LIST_MODULE = 'LOTT3' satisfies ModuleId;

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
