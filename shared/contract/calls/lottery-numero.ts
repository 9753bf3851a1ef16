import * as z from 'zod/mini';
import { drawSchema, epochMsSchema, lastResultSchema } from './lottery-draws.ts';
import type { ModuleId } from '../../module-ids.ts';

export const LOTTERY_NUMERO_MODULE = 'LOTT3' satisfies ModuleId;

export const LOTTERY_NUMERO_PATH = '/wps/relay/LOTTFE_numero';

/**
 * A lottery's draws: `current` is the next draw still to be drawn (betting open until its closeAt,
 * closed until its drawAt), `next` the one after, `last` the latest drawn result.
 */
export const lotteryNumeroSchema = z.object({
  serverTime: epochMsSchema,
  current: drawSchema,
  next: drawSchema,
  last: lastResultSchema,
});
export type LotteryNumero = z.infer<typeof lotteryNumeroSchema>;
