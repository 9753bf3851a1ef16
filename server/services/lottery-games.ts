import type { CatalogueCache } from './catalogue-cache.ts';
import type { Database } from '../db/client.ts';
import { listGames, type GameRow } from '../db/queries/games.ts';
import { paramError } from '../http/errors.ts';
import { gameIconPath, type CatalogueLanguage } from './game-dto.ts';
import {
  drawIntervalSeconds,
  drawsAt,
  scheduleOf,
  stableNumber,
  VN_LOTTERY_VENDOR,
  VN_REGIONS,
  vnRegionOf,
  type Draw,
  type VnRegion,
} from './lottery-draws.ts';
import { drawResult, SEA_LOTTERY_VENDOR, type DrawResult } from './lottery-results.ts';

// The answers of the LOTTFE calls (docs/api.md, server/README.md "Lottery"), built from the catalogue's
// lottery games and the clock. Pure functions over the rows, apart from loading them.

export const LOTTERY_CATEGORIES = ['LOTT', 'ELOTT'] as const;
export type LotteryCategory = (typeof LOTTERY_CATEGORIES)[number];
export type PrizeMode = 'lottery' | 'elottery' | 'SEA';

// The SQL path (catalogues too large to hold in memory) reads at most this many lottery games.
const MAX_LOTTERY_GAMES = 100_000;

const PLAY_TYPE_ORDER = ['Tradition', 'Entertainment'] as const;
const STANDARD_MENU = 'Standard';
const MENU_NAMES: Readonly<Record<string, Record<CatalogueLanguage, string>>> = {
  Tradition: { EN: 'Tradition', BN: 'ঐতিহ্যবাহী' },
  Entertainment: { EN: 'Entertainment', BN: 'বিনোদন' },
  [STANDARD_MENU]: { EN: 'Standard', BN: 'স্ট্যান্ডার্ড' },
};
const REGION_NAMES: Readonly<Record<VnRegion, Record<CatalogueLanguage, string>>> = {
  NORTH: { EN: 'North', BN: 'উত্তর' },
  CENTRAL: { EN: 'Central', BN: 'মধ্য' },
  SOUTH: { EN: 'South', BN: 'দক্ষিণ' },
};

/** Every lottery game (categories LOTT and ELOTT) in catalogue order, from the in-memory copy when there is one. */
export async function loadLotteryGames(
  db: Database,
  catalogue: CatalogueCache,
): Promise<LotteryCatalogue> {
  const filter = { categories: LOTTERY_CATEGORIES };
  const snapshot = await catalogue.snapshot();
  const rows =
    snapshot === null
      ? (await listGames(db, filter, { pageNo: 1, pageSize: MAX_LOTTERY_GAMES })).rows
      : snapshot.list(filter, { pageNo: 1, pageSize: snapshot.size }).rows;
  return new LotteryCatalogue(rows);
}

const nameOf = (row: GameRow, language: CatalogueLanguage) =>
  language === 'BN' ? row.nameBn : row.nameEn;

/**
 * The play types a lottery is offered in: none for vendors without play types; for LOTT and ELOTT the
 * game's own (its default, the centre's `playType`) first and, for about half of them (chosen by a
 * SHA-256 of vendor and game code, the same in every process), the other one too, so the site has
 * games with a choice to offer and games without.
 */
export function playTypesOf(
  row: Pick<GameRow, 'vendorCode' | 'launchCode' | 'playType'>,
): string[] {
  if (row.playType === null) return [];
  const other = row.playType === 'Tradition' ? 'Entertainment' : 'Tradition';
  return stableNumber(`play types ${row.vendorCode}:${row.launchCode}`) % 2 === 0
    ? [row.playType, other]
    : [row.playType];
}

/** The current and next draws and the last result of a game at `now`. */
export function drawsOf(
  row: GameRow,
  now: number,
): { current: Draw; next: Draw; last: DrawResult } {
  const { current, next, lastDraw } = drawsAt(scheduleOf(row.vendorCode, row.launchCode), now);
  return { current, next, last: drawResult(row.vendorCode, row.launchCode, lastDraw) };
}

export class LotteryCatalogue {
  readonly #rows: readonly GameRow[];
  /** Vendors with lottery games in the ELOTT category: their prize mode is elottery (requirements B4.8). */
  readonly #elotteryVendors: ReadonlySet<string>;

  constructor(rows: readonly GameRow[]) {
    this.#rows = rows;
    this.#elotteryVendors = new Set(
      rows.filter((row) => row.gameCategory === 'ELOTT').map((row) => row.vendorCode),
    );
  }

  /** Requirements B4.8 and B4.10: SEA for TCG_SEA, elottery for a vendor of the ELOTT category, else lottery. */
  prizeModeOf(vendor: string): PrizeMode {
    if (vendor === SEA_LOTTERY_VENDOR) return 'SEA';
    return this.#elotteryVendors.has(vendor) ? 'elottery' : 'lottery';
  }

  /** The games of a category, optionally of one vendor; a vendor without lotteries there is refused (400 on `vendor`). */
  games(category: LotteryCategory | undefined, vendor?: string): readonly GameRow[] {
    const inCategory =
      category === undefined
        ? this.#rows
        : this.#rows.filter((row) => row.gameCategory === category);
    if (vendor === undefined) return inCategory;
    const ofVendor = inCategory.filter((row) => row.vendorCode === vendor);
    if (ofVendor.length === 0)
      throw paramError([
        {
          field: 'vendor',
          reason:
            category === undefined
              ? 'not a lottery vendor'
              : `no ${category} lotteries of this vendor`,
        },
      ]);
    return ofVendor;
  }

  /** A vendor's lottery by its game code; an unknown one is refused (400 on `gameCode`). */
  game(vendor: string, gameCode: string): GameRow {
    const row = this.games(undefined, vendor).find(
      (candidate) => candidate.launchCode === gameCode,
    );
    if (row === undefined)
      throw paramError([
        { field: 'gameCode', reason: 'no lottery of this vendor has this game code' },
      ]);
    return row;
  }

  listEntry(row: GameRow, language: CatalogueLanguage) {
    return {
      vendor: row.vendorCode,
      gameCode: row.launchCode,
      gameName: nameOf(row, language),
      nodeId: row.id,
      gameId: row.code,
      iconUrl: gameIconPath(row.code),
      prizeMode: this.prizeModeOf(row.vendorCode),
      playTypes: playTypesOf(row),
      drawIntervalSeconds: drawIntervalSeconds(scheduleOf(row.vendorCode, row.launchCode)),
    };
  }

  centreEntry(row: GameRow, language: CatalogueLanguage, now: number) {
    const { current, last } = drawsOf(row, now);
    return {
      vendor: row.vendorCode,
      gameCode: row.launchCode,
      gameName: nameOf(row, language),
      iconUrl: gameIconPath(row.code),
      nodeId: row.id,
      gameId: row.code,
      prizeMode: this.prizeModeOf(row.vendorCode),
      playType: row.playType,
      current,
      last,
    };
  }

  /**
   * A vendor's games grouped by play type (Tradition, then Entertainment), a game under each of its play
   * types; games without one form the Standard group.
   */
  menus(vendor: string, language: CatalogueLanguage) {
    const rows = this.games(undefined, vendor);
    const menusOf = (row: GameRow) => {
      const playTypes = playTypesOf(row);
      return playTypes.length === 0 ? [STANDARD_MENU] : playTypes;
    };
    const present = new Set(rows.flatMap(menusOf));
    const order = [...new Set([...PLAY_TYPE_ORDER, ...present])].filter((playType) =>
      present.has(playType),
    );
    return order.map((playType) => ({
      playType,
      name: MENU_NAMES[playType]?.[language] ?? playType,
      games: rows
        .filter((row) => menusOf(row).includes(playType))
        .map((row) => ({ gameCode: row.launchCode, gameName: nameOf(row, language) })),
    }));
  }

  /** The Vietnam lotteries by region (North, Central, South), each game with its next daily draw and last result. */
  vnRegions(language: CatalogueLanguage, now: number) {
    const vn = this.#rows.filter((row) => row.vendorCode === VN_LOTTERY_VENDOR);
    return VN_REGIONS.map((region) => ({
      region,
      name: REGION_NAMES[region][language],
      draws: vn
        .filter((row) => vnRegionOf(row.vendorCode, row.launchCode) === region)
        .map((row) => {
          const { current, last } = drawsOf(row, now);
          return {
            vendor: row.vendorCode,
            gameCode: row.launchCode,
            gameName: nameOf(row, language),
            numero: current.numero,
            closeAt: current.closeAt,
            drawAt: current.drawAt,
            last,
          };
        }),
    }));
  }
}
