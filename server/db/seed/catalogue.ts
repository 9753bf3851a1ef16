import type { Database } from '../client.ts';
import type { GameCategory } from '../../../shared/game-categories.ts';
import {
  CATALOGUE_FORMAT,
  catalogueFileSchema,
  importCatalogue,
  type CatalogueFile,
} from '../../services/catalogue-import.ts';
import { type games, winnerBoard } from '../schema.ts';
import { createNamer, seededRandom, shuffled } from './catalogue-names.ts';
import {
  CATALOGUE_LINES,
  CATEGORY_TYPES,
  VENDORS,
  type CatalogueLine,
  type NameTheme,
} from './catalogue-vendors.ts';
import { winnerRows } from './catalogue-winners.ts';
import type { Seeder } from './seeder.ts';

type GameRow = typeof games.$inferInsert;

// Fixed seed: the demo catalogue (ids, names, order) is the same on every machine and every reset.
const SEED = 20240601;
const NEW_SHARE = 0.07;
const LOBBY_THEMES: ReadonlySet<NameTheme> = new Set(['sports', 'esports', 'cockfight']);
const FREE_PLAY_THEMES: ReadonlySet<NameTheme> = new Set(['slot', 'fish', 'inHouse', 'card']);
const MIN_BETS: Record<NameTheme, readonly string[]> = {
  slot: ['0.10', '0.20', '0.50', '1.00', '2.00'],
  fish: ['0.10', '0.50', '1.00'],
  inHouse: ['0.10', '1.00'],
  card: ['1.00', '5.00', '10.00'],
  live: ['5.00', '10.00', '20.00', '50.00', '100.00'],
  sports: ['10.00'],
  esports: ['10.00'],
  cockfight: ['20.00'],
  lottery: ['1.00', '2.00', '5.00'],
  vnLottery: ['1.00', '2.00', '5.00'],
};
const SLOT_LINES = [1, 5, 9, 10, 20, 25, 30, 40, 50];
/** How many games of each category make the hot list (60 in all, requirements B9: hot list pages of 24). */
const HOT_PER_CATEGORY: Record<string, number> = {
  RNG: 24,
  INHOUSE: 4,
  FISH: 6,
  PVP: 6,
  LIVE: 8,
  SPORTS: 2,
  ESPORTS: 2,
  COCKFIGHT: 2,
  LOTT: 3,
  ELOTT: 3,
};

// Live tables and board games are classified by what they are, not by chance.
const NAME_CLASSIFIES: readonly (readonly [RegExp, string])[] = [
  [/Baccarat/, 'BACCARAT'],
  [/Roulette/, 'ROULETTE'],
  [/Dragon Tiger/, 'DRAGONTIGER'],
  [/Sic Bo|Fan Tan/, 'SICBO'],
  [/Ludo|Carrom/, 'BOARD'],
  [/Blackjack|Teen Patti|Andar Bahar/, 'CARD'],
];

function classifyOf(line: CatalogueLine, nameEn: string, random: () => number): string {
  const drawn = weighted(line.classifies, random);
  if (line.theme !== 'live' && line.theme !== 'card') return drawn;
  const byName = NAME_CLASSIFIES.find(([pattern]) => pattern.test(nameEn))?.[1];
  if (line.theme === 'card') return byName === 'BOARD' ? 'BOARD' : 'CARD';
  return byName ?? 'GAMESHOW';
}

function pick<T>(items: readonly T[], random: () => number): T {
  return items[Math.floor(random() * items.length)] as T;
}

function weighted(options: CatalogueLine['classifies'], random: () => number): string {
  const total = options.reduce((sum, [, weight]) => sum + weight, 0);
  let roll = random() * total;
  for (const [key, weight] of options) {
    roll -= weight;
    if (roll < 0) return key;
  }
  return options[0]?.[0] ?? 'SLOT';
}

/** The whole catalogue as rows, in a fixed order with fixed ids. */
export function buildCatalogue(): GameRow[] {
  const random = seededRandom(SEED);
  const nameOf = createNamer(random);
  const perVendor = new Map<string, number>();
  const rows: GameRow[] = [];
  for (const line of CATALOGUE_LINES) {
    for (let i = 0; i < line.count; i++) {
      const n = (perVendor.get(line.vendor) ?? 0) + 1;
      perVendor.set(line.vendor, n);
      const [nameEn, nameBn] = nameOf(line.theme, line.vendor);
      const classify = classifyOf(line, nameEn, random);
      const lobby = LOBBY_THEMES.has(line.theme) && i === 0;
      rows.push({
        id: rows.length + 1,
        code: `${line.vendor}-${String(n).padStart(4, '0')}`,
        vendorCode: line.vendor,
        gameType: CATEGORY_TYPES[line.category] ?? 'RNG',
        gameCategory: line.category,
        classify,
        launchCode: lobby ? 'lobby' : String(1000 + n),
        roomId: line.theme === 'live' ? `R${100 + n}` : null,
        lottoMode: line.vendor === 'TCG_SEA' ? 'SEA' : line.vendor === 'TCG_LOTTO_VN' ? 'VN' : null,
        playType:
          line.vendor === 'LOTT' || line.vendor === 'ELOTT'
            ? n % 2 === 0
              ? 'Entertainment'
              : 'Tradition'
            : null,
        minBet: pick(MIN_BETS[line.theme], random),
        minLine: line.theme === 'slot' ? pick(SLOT_LINES, random) : 1,
        isNew: random() < NEW_SHARE,
        hotRank: null,
        jackpot:
          classify === 'JP'
            ? (100_000 + Math.floor(random() * 490_000_000) / 100).toFixed(2)
            : null,
        supportsFreePlay: FREE_PLAY_THEMES.has(line.theme) && random() < 0.75,
        nameEn,
        nameBn,
        sortOrder: 1 + Math.floor(random() * 100_000),
      });
    }
  }
  markHot(rows, random);
  return rows;
}

/** The most popular games (lowest sort order) of each category make the hot list, ranked in a mixed order. */
function markHot(rows: GameRow[], random: () => number): void {
  const hot: GameRow[] = [];
  for (const [category, count] of Object.entries(HOT_PER_CATEGORY)) {
    const inCategory = rows
      .filter((row) => row.gameCategory === category)
      .sort((a, b) => a.sortOrder - b.sortOrder || (a.id ?? 0) - (b.id ?? 0));
    hot.push(...inCategory.slice(0, count));
  }
  shuffled(hot, random).forEach((row, index) => {
    row.hotRank = index + 1;
  });
}

/** The demo catalogue as a catalogue file (server/README.md "Catalogue import"): what `npm run catalogue -- demo` prints. */
export function demoCatalogue(rows: readonly GameRow[] = buildCatalogue()): CatalogueFile {
  return {
    format: CATALOGUE_FORMAT,
    vendors: VENDORS.map((vendor, index) => ({
      code: vendor.code,
      displayName: vendor.displayName,
      category: vendor.category as GameCategory,
      isHot: vendor.isHot ?? false,
      inHouse: vendor.inHouse ?? false,
      sortOrder: index + 1,
    })),
    // Typed loosely as database rows; the file's schema checks each one when it is imported.
    games: rows.map(({ gameType: _type, ...game }) => ({
      ...game,
      id: game.id ?? 0,
      gameCategory: game.gameCategory as GameCategory,
    })) as CatalogueFile['games'],
  };
}

/**
 * The demo catalogue goes in through the operator's import (added or updated by id, never emptied,
 * so favourites and recent games survive a new version); the winners board is demo content only
 * and is drawn again.
 */
export const catalogueSeeder: Seeder = {
  name: 'catalogue',
  // 2: lottery names carry editions instead of draw speeds and cities (they contradicted the schedule).
  version: 2,
  tables: ['winner_board', 'games', 'vendors'],
  async run(db: Database) {
    const rows = buildCatalogue();
    await importCatalogue(db, catalogueFileSchema.parse(demoCatalogue(rows)));
    await db.delete(winnerBoard);
    await db.insert(winnerBoard).values(winnerRows(rows, seededRandom(SEED + 1)));
  },
};
