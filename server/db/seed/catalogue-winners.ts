import type { games, winnerBoard } from '../schema.ts';

type GameRow = typeof games.$inferInsert;

const WINNERS = 50;
const NAME_STARTS = [
  'ra',
  'sh',
  'ta',
  'mo',
  'ka',
  'ab',
  'ni',
  'jo',
  'ri',
  'sa',
  'ha',
  'fa',
  'na',
  'ar',
  'me',
];
// Big wins come from the games where they happen; lotteries and sportsbooks settle elsewhere.
const WIN_CATEGORIES: ReadonlySet<string> = new Set(['RNG', 'FISH', 'LIVE', 'PVP', 'INHOUSE']);
// A fixed clock keeps the seed identical between runs; the board orders by amount, not time.
const FIRST_WIN = Date.UTC(2025, 0, 1);

/** Demo winners with names masked the way the board shows them ("ra***42"). */
export function winnerRows(
  catalogue: readonly GameRow[],
  random: () => number,
): (typeof winnerBoard.$inferInsert)[] {
  const candidates = catalogue.filter((game) => WIN_CATEGORIES.has(game.gameCategory));
  return Array.from({ length: WINNERS }, (_, index) => {
    const game = candidates[Math.floor(random() * candidates.length)] as GameRow;
    const start = NAME_STARTS[Math.floor(random() * NAME_STARTS.length)] ?? 'pl';
    const cents = 50_000 + Math.floor(random() * random() * 50_000_000);
    return {
      customerName: `${start}***${String(Math.floor(random() * 100)).padStart(2, '0')}`,
      winAmount: (cents / 100).toFixed(2),
      gameId: game.id as number,
      wonAt: new Date(FIRST_WIN + index * 3_600_000),
    };
  });
}
