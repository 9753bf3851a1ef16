import * as z from 'zod/mini';
import { api, type ApiClient } from '../client';
import { drawSchema, epochMsSchema, lastResultSchema } from './lottery-draws';

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

/** Never cached: the answer moves with every draw and the countdown asks it exactly when it needs it. */
export function fetchLotteryNumero(
  query: { vendor: string; gameCode: string },
  client: ApiClient = api,
  signal?: AbortSignal,
): Promise<LotteryNumero> {
  return client.get(LOTTERY_NUMERO_PATH, {
    moduleId: 'LOTT3',
    schema: lotteryNumeroSchema,
    params: { vendor: query.vendor, gameCode: query.gameCode },
    ...(signal ? { signal } : {}),
  });
}
