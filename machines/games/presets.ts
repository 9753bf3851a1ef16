/**
 * The game-list filter and the special game types of requirements B2.4. Plain TypeScript shared by
 * the game-list chart and the screens, so it opens with the chart in the visualiser.
 */

/** Requirements B3 filter state (dataType lives beside it in the chart). Empty text means unset. */
export interface ListFilter {
  gameName: string;
  /** A catalogue type (RNG, FISH, PVP, LIVE, SPORTS, LOTT, ELOTT) or '' for every type. */
  gameType: string;
  /** One vendor code or several joined by commas. */
  vassalage: string;
  gameClassify: string;
  minBet: string;
  minLine: string;
}

/** Requirements B9 select types: every game, favourites, hot, recent, new. */
export type DataType = 'ALL' | 'FAV' | 'HOT' | 'RECENT' | 'NEW';

/** Requirements B9 esports and cockfight vendor codes. */
export const ESPORTS_VENDORS = ['AV', 'AI', 'IMES', 'TF', 'IA'] as const;
export const COCKFIGHT_VENDORS = ['SV3', 'DS88', 'DIG', 'WGB', 'WS168'] as const;

/** Requirements B9: the types whose screens show no vendor selector. */
export const VENDOR_SELECT_EXCLUDED: ReadonlySet<string> = new Set([
  'BINGO',
  'JL',
  'INHOUSE',
  'RTG',
  'JACKPOT',
  'NEW',
]);

export const EMPTY_FILTER: ListFilter = {
  gameName: '',
  gameType: '',
  vassalage: '',
  gameClassify: '',
  minBet: '',
  minLine: '',
};

export interface Preset {
  filter: ListFilter;
  /** HOT is the supplied hot list rather than a filter. */
  dataType: DataType;
}

/**
 * Requirements B2.4 table, exactly: BINGO and JACKPOT are RNG with classify BG / JP, FEATURE is slots with
 * FeatureBuy, INHOUSE is RNG from the in-house vendors, NEW is classify new over every type,
 * JL/RTG/PG/JDB are RNG from that vendor, ESPORTS and COCKFIGHT are sports from their vendors,
 * HOT is the hot list. Any other type (RNG, FISH …) filters by itself; '' and ALL by nothing.
 *
 * categoryVendors: the vendors the vendor map lists under that category. A catalogue type is
 * wider than its category (the sports type also holds the esports and cockfight games, the RNG
 * type the in-house ones), so a category's "All" names its own vendors; that keeps its list, its
 * vendor strip and the game centre at the same count.
 */
export function presetFor(
  type: string,
  inHouseVendors: readonly string[],
  categoryVendors: readonly string[] = [],
): Preset {
  const rng = (patch: Partial<ListFilter>): Preset => ({
    filter: { ...EMPTY_FILTER, gameType: 'RNG', ...patch },
    dataType: 'ALL',
  });
  const sports = (vendors: readonly string[]): Preset => ({
    filter: { ...EMPTY_FILTER, gameType: 'SPORTS', vassalage: vendors.join(',') },
    dataType: 'ALL',
  });
  switch (type.toUpperCase()) {
    case 'BINGO':
      return rng({ gameClassify: 'BG' });
    case 'JACKPOT':
      return rng({ gameClassify: 'JP' });
    case 'FEATURE':
      return rng({ gameClassify: 'FeatureBuy' });
    case 'INHOUSE':
      return rng({ vassalage: inHouseVendors.join(',') });
    case 'NEW':
      return { filter: { ...EMPTY_FILTER, gameClassify: 'new' }, dataType: 'ALL' };
    case 'JL':
    case 'JILI':
      return rng({ vassalage: 'JILI' });
    case 'RTG':
    case 'PG':
    case 'JDB':
      return rng({ vassalage: type.toUpperCase() });
    case 'ESPORTS':
      return sports(ESPORTS_VENDORS);
    case 'COCKFIGHT':
      return sports(COCKFIGHT_VENDORS);
    case 'HOT':
      return { filter: EMPTY_FILTER, dataType: 'HOT' };
    case '':
    case 'ALL':
      return { filter: EMPTY_FILTER, dataType: 'ALL' };
    default:
      return {
        filter: {
          ...EMPTY_FILTER,
          gameType: type.toUpperCase(),
          vassalage: categoryVendors.join(','),
        },
        dataType: 'ALL',
      };
  }
}

/** Vendor codes of a filter's vassalage ('' → none). */
export function vendorsOf(vassalage: string): string[] {
  return vassalage
    .split(',')
    .map((code) => code.trim())
    .filter((code) => code !== '');
}

/**
 * Requirements B4: the hot list is filtered locally by game type and, for in-house (or any preset that
 * names vendors), by those vendors.
 */
export function filterHot<G extends { gameType: string; vassalage: string }>(
  hot: readonly G[],
  filter: ListFilter,
): G[] {
  const vendors = new Set(vendorsOf(filter.vassalage));
  return hot.filter(
    (game) =>
      (filter.gameType === '' || game.gameType === filter.gameType) &&
      (vendors.size === 0 || vendors.has(game.vassalage)),
  );
}
