import type { LotteryCategory } from '../../../api/endpoints/lottery-draws';

/** The lottery centre's address names its category in lower case, as the category screens do (/m/lott, /m/elott). */
export type LotteryCentreCategory = 'lott' | 'elott';

/** Reads `?category=lott|elott`; anything else is the lottery (lott). */
export function parseLotteryCentreSearch(search: Record<string, unknown>): { category: LotteryCentreCategory } {
  return { category: search['category'] === 'elott' ? 'elott' : 'lott' };
}

export const apiCategory = (category: LotteryCentreCategory): LotteryCategory => (category === 'elott' ? 'ELOTT' : 'LOTT');
