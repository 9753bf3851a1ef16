import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/**
 * The category routes of requirements B2.1 and what each shows: the type of the preset table (requirements B2.4)
 * it lists, and the category it belongs to in the game menu and the category sheet.
 */
export interface CategoryScreen {
  /** A catalogue type or a special type (BINGO, JL, HOT …) the game-list chart presets. */
  readonly type: string;
  /** The vendor category it sits under (RNG for bingo, jackpots, JILI, RTG …). */
  readonly category: string;
}

export const CATEGORY_SCREENS = {
  '/slot-games': { type: 'RNG', category: 'RNG' },
  '/fish-games': { type: 'FISH', category: 'FISH' },
  '/live-games': { type: 'LIVE', category: 'LIVE' },
  '/pvp-games': { type: 'PVP', category: 'PVP' },
  '/sport-games': { type: 'SPORTS', category: 'SPORTS' },
  '/esport-games': { type: 'ESPORTS', category: 'ESPORTS' },
  '/cockfight': { type: 'COCKFIGHT', category: 'COCKFIGHT' },
  '/lott': { type: 'LOTT', category: 'LOTT' },
  '/elott': { type: 'ELOTT', category: 'ELOTT' },
  '/inHouse': { type: 'INHOUSE', category: 'INHOUSE' },
  '/bingo': { type: 'BINGO', category: 'RNG' },
  '/jackpots': { type: 'JACKPOT', category: 'RNG' },
  '/jili': { type: 'JL', category: 'RNG' },
  '/jili-games': { type: 'JL', category: 'RNG' },
  '/rtg-games': { type: 'RTG', category: 'RNG' },
  '/new-games': { type: 'NEW', category: 'NEW' },
  '/hot-games': { type: 'HOT', category: 'HOT' },
} as const satisfies Record<string, CategoryScreen>;

export type CategoryPath = keyof typeof CATEGORY_SCREENS;

/** True for the path of a game category route (a route id, a link's target). */
export function isCategoryPath(path: string): path is CategoryPath {
  return Object.hasOwn(CATEGORY_SCREENS, path);
}

/** Where each vendor category's list lives (the category sheet, the game menu, the provider page). */
export const CATEGORY_PATHS: Readonly<Record<string, CategoryPath>> = {
  HOT: '/hot-games',
  RNG: '/slot-games',
  LIVE: '/live-games',
  FISH: '/fish-games',
  PVP: '/pvp-games',
  SPORTS: '/sport-games',
  ESPORTS: '/esport-games',
  COCKFIGHT: '/cockfight',
  LOTT: '/lott',
  ELOTT: '/elott',
  INHOUSE: '/inHouse',
};

const CATEGORY_NAMES: Readonly<Record<string, MessageDescriptor>> = {
  HOT: msg`Hot`,
  RNG: msg`Slots`,
  LIVE: msg`Live casino`,
  FISH: msg`Fishing`,
  PVP: msg`Card games`,
  SPORTS: msg`Sports`,
  ESPORTS: msg`Esports`,
  COCKFIGHT: msg`Cockfight`,
  LOTT: msg`Lottery`,
  ELOTT: msg`E-lottery`,
  INHOUSE: msg`In-house`,
  NEW: msg`New games`,
};

/** The display name of a category code; an unknown code shows as itself. */
export function categoryName(
  translate: (descriptor: MessageDescriptor) => string,
  category: string,
): string {
  const descriptor = CATEGORY_NAMES[category];
  return descriptor ? translate(descriptor) : category;
}

/** The category a path's screen belongs to, for highlighting; null off the category screens. */
export function categoryOfPath(path: string): string | null {
  return isCategoryPath(path) ? CATEGORY_SCREENS[path].category : null;
}
