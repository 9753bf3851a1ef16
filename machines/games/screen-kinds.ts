import { VENDOR_SELECT_EXCLUDED } from './presets.ts';

/**
 * The three kinds of category screen: the hot list, a plain game list under the category's
 * title, and a vendor grid (pick a vendor, then see its games).
 *
 * Which categories are "list types": the types that offer no vendor selection at all, i.e. the
 * excluded vendor-select types BINGO, JL, INHOUSE, RTG, JACKPOT and NEW. Each of them is already one
 * choice: JL and RTG are one vendor, BINGO, JACKPOT and NEW are one classification across vendors,
 * and INHOUSE is the operator's own games. A vendor grid in front of them would offer nothing to
 * pick, so they open straight on their game list. Every other category (RNG, FISH, LIVE, PVP,
 * SPORTS, ESPORTS, COCKFIGHT, LOTT, ELOTT) is a set of vendors, so it opens on the vendor grid.
 */
export type ScreenKind = 'hotList' | 'gameList' | 'vendorGrid';

export function screenKindOf(type: string): ScreenKind {
  const upper = type.toUpperCase();
  if (upper === 'HOT') return 'hotList';
  return VENDOR_SELECT_EXCLUDED.has(upper) ? 'gameList' : 'vendorGrid';
}
