import type { IconName } from '../../ui/icon-names';

/**
 * The sprite icon of each vendor category and of the list types that have a screen of their own.
 * Vendor lists inside slots (JILI, RTG) show the slots icon: a vendor's own logo is its artwork, not ours.
 */
const CATEGORY_ICONS: Readonly<Record<string, IconName>> = {
  HOT: 'flame',
  NEW: 'sparkles',
  RNG: 'slot-machine',
  FISH: 'fish',
  LIVE: 'live',
  PVP: 'cards',
  SPORTS: 'soccer',
  ESPORTS: 'gamepad',
  COCKFIGHT: 'rooster',
  LOTT: 'ticket',
  ELOTT: 'lottery-screen',
  INHOUSE: 'dice',
  BINGO: 'bingo',
  JACKPOT: 'coins',
  JL: 'slot-machine',
  RTG: 'slot-machine',
};

/** The icon of a category or list type code; null for a code without one. */
export function categoryIcon(code: string): IconName | null {
  return CATEGORY_ICONS[code] ?? null;
}
