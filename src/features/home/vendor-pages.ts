import type { GameVendor, GameVendors } from '../../api/endpoints/game-vendors';
import { sortedCategories } from '../../api/endpoints/game-vendors';

/** Requirements B9: the home vendor list shows 9 vendors a page. */
export const VENDORS_PER_PAGE = 9;
/** Requirements B9: the vendor pager shows only with more than 3 vendors. */
export const VENDOR_NAV_MIN = 3;

/** The "All" tab: every vendor once, in category order. */
export const ALL_VENDORS = 'ALL';

/**
 * The vendors a tab lists. A category's tab lists that category's vendors. The All tab lists each
 * vendor once (requirements B2.2.6): a vendor in several categories (JILI makes slots and fishing
 * games) comes with its first category in the vendor ordering, whose list its entry opens.
 */
export function vendorsOf(data: GameVendors, tab: string): GameVendor[] {
  const categories = tab === ALL_VENDORS ? sortedCategories(data) : [tab];
  const seen = new Set<string>();
  return categories.flatMap((category) =>
    (data.vendors[category] ?? []).filter((vendor) => {
      if (seen.has(vendor.vassalage)) return false;
      seen.add(vendor.vassalage);
      return true;
    }),
  );
}

export function pageCount(total: number): number {
  return Math.max(1, Math.ceil(total / VENDORS_PER_PAGE));
}

export function vendorPage<T>(items: readonly T[], page: number): T[] {
  return items.slice(page * VENDORS_PER_PAGE, (page + 1) * VENDORS_PER_PAGE);
}

export function showsVendorNav(total: number): boolean {
  return total > VENDOR_NAV_MIN;
}
