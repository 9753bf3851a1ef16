import { api, type ApiClient } from '../client';
import {
  LOTTERY_NUMERO_PATH,
  lotteryNumeroSchema,
  type LotteryNumero,
  type LOTTERY_NUMERO_MODULE,
} from '../../../shared/contract/calls/lottery-numero.ts';

// The call's contract (shared/contract/calls) is the one home of these; the site reads them from here too.
export { lotteryNumeroSchema } from '../../../shared/contract/calls/lottery-numero.ts';

/** Never cached: the answer moves with every draw and the countdown asks it exactly when it needs it. */
export function fetchLotteryNumero(
  query: { vendor: string; gameCode: string },
  client: ApiClient = api,
  signal?: AbortSignal,
): Promise<LotteryNumero> {
  return client.get(LOTTERY_NUMERO_PATH, {
    moduleId: 'LOTT3' satisfies typeof LOTTERY_NUMERO_MODULE,
    schema: lotteryNumeroSchema,
    params: { vendor: query.vendor, gameCode: query.gameCode },
    ...(signal ? { signal } : {}),
  });
}
