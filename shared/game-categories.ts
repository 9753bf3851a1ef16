// The game categories of the catalogue and the game type each belongs to (requirements B2.4 presets):
// ESPORTS and COCKFIGHT are SPORTS games, INHOUSE are RNG games. Shared by the demo catalogue and
// the catalogue import, so a file and the demo data are held to the same list.
export const GAME_CATEGORY_TYPES = {
  RNG: 'RNG',
  INHOUSE: 'RNG',
  FISH: 'FISH',
  PVP: 'PVP',
  LIVE: 'LIVE',
  SPORTS: 'SPORTS',
  ESPORTS: 'SPORTS',
  COCKFIGHT: 'SPORTS',
  LOTT: 'LOTT',
  ELOTT: 'ELOTT',
} as const;

export type GameCategory = keyof typeof GAME_CATEGORY_TYPES;
export const GAME_CATEGORIES = Object.keys(GAME_CATEGORY_TYPES) as [
  GameCategory,
  ...GameCategory[],
];
