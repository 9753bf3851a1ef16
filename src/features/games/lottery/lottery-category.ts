import type { LotteryCategory } from '../../../api/endpoints/lottery-draws';

/** The lottery centre's address names its category in lower case, as the category screens do (/m/lott, /m/elott). */
export type LotteryCentreCategory = 'lott' | 'elott';

export interface LotteryCentreSearch {
  category: LotteryCentreCategory;
  /** One vendor's lotteries only; absent for all of the category. */
  vendor?: string;
}

// A vendor code as the lottery calls take it (server/README.md, lottery parameters).
const VENDOR_CODE = /^[A-Za-z0-9_]{1,32}$/;

/** Reads `?category=lott|elott&vendor=`; any other category is the lottery (lott), any other vendor none. */
export function parseLotteryCentreSearch(search: Record<string, unknown>): LotteryCentreSearch {
  const category = search['category'] === 'elott' ? 'elott' : 'lott';
  const vendor = search['vendor'];
  return typeof vendor === 'string' && VENDOR_CODE.test(vendor)
    ? { category, vendor }
    : { category };
}

export const apiCategory = (category: LotteryCentreCategory): LotteryCategory =>
  category === 'elott' ? 'ELOTT' : 'LOTT';
