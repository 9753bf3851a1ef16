import { GAME_CATEGORY_TYPES } from '../game-categories.ts';

// The banner groups (the announcements call's groupName) the site asks for, held by the site, the
// server's demo data and its tests alike. docs/api.md "Banner groups" lists where each one shows.

/** Requirements B2.2.1: the home and menu page (m_home), the promotions page, the home's videos. */
export const PAGE_BANNER_GROUPS = ['m_home', 'm_promotion', 'm_video'] as const;

/**
 * Requirements B9.4 "Content codes": a group per game type's category screens, the registration
 * popup (m_reg) and the download page (m_download).
 */
export const CONTENT_BANNER_GROUPS = [
  'm_rng',
  'm_sports',
  'm_pvp',
  'm_live',
  'm_fish',
  'm_lott',
  'm_elott',
  'm_reg',
  'm_download',
] as const;

export type BannerGroupName =
  (typeof PAGE_BANNER_GROUPS)[number] | (typeof CONTENT_BANNER_GROUPS)[number];

/** The group of a game type's category screens (requirements B9.4): rng = slots, pvp = cards. */
export const GAME_TYPE_BANNER_GROUPS = {
  RNG: 'm_rng',
  SPORTS: 'm_sports',
  PVP: 'm_pvp',
  LIVE: 'm_live',
  FISH: 'm_fish',
  LOTT: 'm_lott',
  ELOTT: 'm_elott',
} as const satisfies Record<(typeof GAME_CATEGORY_TYPES)[keyof typeof GAME_CATEGORY_TYPES], string>;

/**
 * The banner group of a vendor category (RNG, INHOUSE, ESPORTS …) through the game type it belongs
 * to (shared/game-categories.ts): in-house is RNG, esports and cockfight are SPORTS. Null for a
 * screen of mixed types (HOT, NEW) or a code this list does not know.
 */
export function categoryBannerGroup(category: string): BannerGroupName | null {
  if (!Object.hasOwn(GAME_CATEGORY_TYPES, category)) return null;
  const type = GAME_CATEGORY_TYPES[category as keyof typeof GAME_CATEGORY_TYPES];
  return GAME_TYPE_BANNER_GROUPS[type];
}
