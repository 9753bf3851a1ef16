import * as z from 'zod/mini';
import type { ModuleId } from '../../module-ids.ts';

export const LOTTERY_MENU_MODULE = 'LOTT3' satisfies ModuleId;

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
