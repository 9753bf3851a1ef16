import { inArray, isNotNull, notInArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { GAME_CATEGORIES, GAME_CATEGORY_TYPES } from '../../shared/game-categories.ts';
import { lockForTransaction, LOCK_KEYS } from '../db/advisory-lock.ts';
import type { Database } from '../db/client.ts';
import { favouriteGames, games, recentGames, vendors } from '../db/schema.ts';
import { upsertRows } from '../db/seed/upsert.ts';
import { hasControlCharacter } from '../http/control-chars.ts';
import { jsonDeeperThan } from '../http/json-nesting.ts';
import { JsonSyntaxError, jsonValueLines, lineOf } from './json-value-lines.ts';

/** The format name a catalogue file carries, so a later format can be told apart. */
export const CATALOGUE_FORMAT = 'm-site-catalogue/1';
// A catalogue file is four levels deep ({ games: [ { … } ] }); anything deeper is not one.
const MAX_FILE_DEPTH = 4;
const MAX_INT = 2_147_483_647;

const text = (max: number) =>
  z
    .string()
    .trim()
    .min(1, 'required')
    .max(max, `at most ${max} characters`)
    .refine((value) => !hasControlCharacter(value), 'control characters are not allowed');
const code = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,64}$/, 'letters, digits, _ and - only, 1 to 64 of them');
/** Money as text with at most two decimals (the columns are NUMERIC, never a float): "0.10", "250000.00". */
const amount = (integerDigits: number) =>
  z
    .string()
    .regex(
      new RegExp(`^\\d{1,${integerDigits}}(\\.\\d{1,2})?$`),
      `a decimal as text, such as "0.10", at most ${integerDigits} digits before the point and 2 after`,
    );

const vendorEntry = z.strictObject({
  code,
  displayName: text(64),
  category: z.enum(GAME_CATEGORIES),
  isHot: z.boolean().default(false),
  inHouse: z.boolean().default(false),
  sortOrder: z.int().min(0).max(MAX_INT),
});

const gameEntry = z.strictObject({
  /** The spec's nodeId: favourites and recent games point at it, so it stays the same across imports. */
  id: z.int().min(1).max(MAX_INT),
  code,
  vendorCode: code,
  gameCategory: z.enum(GAME_CATEGORIES),
  classify: z
    .string()
    .regex(
      /^[A-Za-z0-9_]{1,32}$/,
      'letters, digits and _ only, 1 to 32 of them (SLOT, FeatureBuy)',
    ),
  launchCode: code.default('lobby'),
  roomId: code.nullable().default(null),
  lottoMode: z.enum(['SEA', 'VN']).nullable().default(null),
  playType: z.enum(['Tradition', 'Entertainment']).nullable().default(null),
  minBet: amount(10).refine((value) => Number(value.replace('.', '')) > 0, 'more than 0'),
  minLine: z.int().min(1).max(10_000),
  isNew: z.boolean().default(false),
  hotRank: z.int().min(1).max(10_000).nullable().default(null),
  jackpot: amount(16).nullable().default(null),
  supportsFreePlay: z.boolean().default(false),
  nameEn: text(120),
  nameBn: text(120),
  sortOrder: z.int().min(0).max(MAX_INT),
});

/** Every id, code and hot rank once; every game's vendor in the file. */
function checkWhole(
  file: { vendors: z.output<typeof vendorEntry>[]; games: z.output<typeof gameEntry>[] },
  context: z.RefinementCtx,
): void {
  const firstAt = new Map<string, number>();
  const once = (list: 'vendors' | 'games', field: string, value: unknown, index: number) => {
    if (value === null) return;
    const key = `${list}.${field}.${String(value)}`;
    const first = firstAt.get(key);
    if (first === undefined) firstAt.set(key, index);
    else
      context.addIssue({
        code: 'custom',
        path: [list, index, field],
        message: `${String(value)} is used by ${list}[${first}] already`,
      });
  };
  file.vendors.forEach((vendor, index) => once('vendors', 'code', vendor.code, index));
  const vendorCodes = new Set(file.vendors.map((vendor) => vendor.code));
  file.games.forEach((game, index) => {
    once('games', 'id', game.id, index);
    once('games', 'code', game.code, index);
    once('games', 'hotRank', game.hotRank, index);
    if (!vendorCodes.has(game.vendorCode))
      context.addIssue({
        code: 'custom',
        path: ['games', index, 'vendorCode'],
        message: `no vendor ${game.vendorCode} in this file`,
      });
  });
}

export const catalogueFileSchema = z
  .strictObject({
    format: z.literal(CATALOGUE_FORMAT),
    vendors: z.array(vendorEntry).max(1_000),
    games: z.array(gameEntry).max(100_000),
  })
  .superRefine(checkWhole);

export type CatalogueFile = z.input<typeof catalogueFileSchema>;
export type CheckedCatalogue = z.output<typeof catalogueFileSchema>;

/** A bad catalogue file: each problem with the line it is on and the field, as an operator reads them. */
export class CatalogueFileError extends Error {
  constructor(readonly problems: readonly { line: number; field: string; message: string }[]) {
    super(
      problems
        .map(
          (problem) =>
            `line ${problem.line}: ${problem.field === '' ? '' : `${problem.field}: `}${problem.message}`,
        )
        .join('\n'),
    );
    this.name = 'CatalogueFileError';
  }
}

/** Parses and checks a catalogue file's text; throws CatalogueFileError with line and field. */
export function readCatalogueFile(fileText: string): CheckedCatalogue {
  if (jsonDeeperThan(fileText, MAX_FILE_DEPTH))
    throw new CatalogueFileError([
      { line: 1, field: '', message: 'nested too deeply to be a catalogue file' },
    ]);
  let lines: Map<string, number>;
  try {
    lines = jsonValueLines(fileText);
  } catch (error) {
    if (!(error instanceof JsonSyntaxError)) throw error;
    throw new CatalogueFileError([
      { line: error.line, field: '', message: `not JSON: ${error.message}` },
    ]);
  }
  const raw = JSON.parse(fileText) as unknown;
  const result = catalogueFileSchema.safeParse(raw);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => {
    const path = issue.path.map((part) => (typeof part === 'symbol' ? String(part) : part));
    return {
      line: lineOf(lines, path),
      field: path
        .map((part, index) =>
          typeof part === 'number' ? `[${part}]` : `${index === 0 ? '' : '.'}${part}`,
        )
        .join(''),
      message: issue.message,
    };
  });
  throw new CatalogueFileError(problems.sort((a, b) => a.line - b.line));
}

export interface ImportSummary {
  vendors: number;
  games: number;
  /** Games of the database that the file no longer lists and `replace` removed (with their favourites and recent entries). */
  removedGames: number;
  removedFavourites: number;
  removedRecents: number;
}

/**
 * Brings the catalogue to a checked file in one transaction: vendors and games are added or updated
 * by code and id (a game keeps its id, so players' favourites and recent games keep pointing at it),
 * and the hot list becomes the file's. Games the file does not list stay, unless `replace` is set:
 * then they go, and with them the favourites and recent entries that point at them (counted in the
 * summary, so the operator sees what a removal costs players).
 */
export async function importCatalogue(
  db: Database,
  file: CheckedCatalogue,
  options: { replace?: boolean } = {},
): Promise<ImportSummary> {
  return db.transaction(async (tx) => {
    await lockForTransaction(tx, LOCK_KEYS.seed);
    const codes = file.games.map((game) => game.code);
    // A code held by another id in the database would break the unique code: said, not crashed on.
    const taken =
      codes.length === 0
        ? []
        : await tx
            .select({ id: games.id, code: games.code })
            .from(games)
            .where(inArray(games.code, codes));
    const idOf = new Map(file.games.map((game) => [game.code, game.id]));
    const clash = taken.filter(
      (row) =>
        idOf.get(row.code) !== row.id &&
        !(options.replace === true && !file.games.some((game) => game.id === row.id)),
    );
    if (clash.length > 0) {
      throw new CatalogueFileError(
        clash.slice(0, 20).map((row) => ({
          line: 1,
          field: 'games',
          message: `code ${row.code} belongs to game ${row.id} in the database`,
        })),
      );
    }
    const ids = file.games.map((game) => game.id);
    let removed = { removedGames: 0, removedFavourites: 0, removedRecents: 0 };
    if (options.replace === true) {
      const gone = ids.length === 0 ? sql`true` : notInArray(games.id, ids);
      const goneIds = tx.select({ id: games.id }).from(games).where(gone);
      const favourites = await tx.$count(favouriteGames, inArray(favouriteGames.gameId, goneIds));
      const recents = await tx.$count(recentGames, inArray(recentGames.gameId, goneIds));
      const deleted = await tx.delete(games).where(gone).returning({ id: games.id });
      removed = {
        removedGames: deleted.length,
        removedFavourites: favourites,
        removedRecents: recents,
      };
    }
    await upsertRows(
      tx,
      vendors,
      vendors.code,
      file.vendors.map(({ category, ...vendor }) => ({ ...vendor, gameCategory: category })),
    );
    // The hot list is the file's: ranks are unique, so the old ones are cleared before the new are set.
    await tx.update(games).set({ hotRank: null }).where(isNotNull(games.hotRank));
    await upsertRows(
      tx,
      games,
      games.id,
      file.games.map((game) => ({ ...game, gameType: GAME_CATEGORY_TYPES[game.gameCategory] })),
    );
    if (options.replace === true) {
      const listed = file.vendors.map((vendor) => vendor.code);
      await tx
        .delete(vendors)
        .where(listed.length === 0 ? sql`true` : notInArray(vendors.code, listed));
    }
    return { vendors: file.vendors.length, games: file.games.length, ...removed };
  });
}
