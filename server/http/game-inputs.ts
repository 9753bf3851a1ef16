import { z } from 'zod';
import { ACCEPTED_GAME_TYPES } from '../services/game-filters.ts';

// Query inputs of the games calls (requirements B7). The site sends empty strings for unset filters, so ""
// means "not given". Unknown keys (merchant, platform, clientType, imgSize, token, refresh flags)
// are accepted and ignored: they select nothing on this server.

const blankIsAbsent = (value: unknown) => (value === '' ? undefined : value);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankIsAbsent, schema.optional());

const code = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_]{1,32}$/, 'expected a code of letters, digits or _');
const whole = (min: number, max: number) =>
  z.coerce
    .number({ error: 'expected a whole number' })
    .int('expected a whole number')
    .min(min)
    .max(max);

export const languageParam = optional(
  z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}(-[A-Za-z]{2})?$/, 'expected a language code such as BN or EN'),
);
export const gameTypeParam = optional(
  z
    .string()
    .trim()
    .transform((value) => value.toUpperCase())
    .refine((value) => ACCEPTED_GAME_TYPES.has(value), 'unknown game type'),
);
export const vendorParam = optional(code);

export const pageParams = (defaultSize: number, maxSize: number) => ({
  pageNo: z.preprocess(blankIsAbsent, whole(1, 100_000).default(1)),
  pageSize: z.preprocess(blankIsAbsent, whole(1, maxSize).default(defaultSize)),
});

export const gameListQuery = z.object({
  gameName: optional(z.string().trim().min(1).max(50, 'at most 50 characters')),
  gameType: gameTypeParam,
  // Several vendors at once (in-house, esports, cockfight presets), comma-separated.
  vassalage: optional(
    z
      .string()
      .transform((value) =>
        value
          .split(',')
          .map((part) => part.trim())
          .filter((part) => part !== ''),
      )
      .pipe(z.array(code).min(1).max(30)),
  ),
  gameClassify: optional(code),
  minBet: optional(
    z
      .string()
      .trim()
      .regex(/^\d{1,9}(\.\d{1,2})?$/, 'expected an amount such as 0.5'),
  ),
  minLine: optional(whole(1, 10_000)),
  isNew: optional(
    z.enum(['0', '1'], { error: 'expected 1 or empty' }).transform((value) => value === '1'),
  ),
  language: languageParam,
  ...pageParams(24, 200),
});

export const languageQuery = z.object({ language: languageParam });

export const playerGamesQuery = (defaultSize: number) =>
  z.object({
    gameType: gameTypeParam,
    vendor: vendorParam,
    language: languageParam,
    ...pageParams(defaultSize, 200),
  });

/** The recent list pages with `page` (requirements B7); pageNo is accepted as well. */
export const recentGamesQuery = z
  .object({
    page: z.preprocess(blankIsAbsent, whole(1, 100_000).optional()),
    gameType: gameTypeParam,
    vendor: vendorParam,
    language: languageParam,
    ...pageParams(24, 200),
  })
  .transform(({ page, pageNo, ...rest }) => ({ ...rest, pageNo: page ?? pageNo }));

export const favouriteBody = z.object({
  nodeId: z.coerce
    .number({ error: 'expected a game nodeId' })
    .int('expected a game nodeId')
    .min(1)
    .max(2_147_483_647),
  vendor: optional(code),
});

export const launchQuery = z
  .object({
    nodeId: optional(whole(1, 2_147_483_647)),
    gameId: optional(
      z
        .string()
        .trim()
        .regex(/^[A-Za-z0-9_-]{1,64}$/, 'expected a game id'),
    ),
    vendor: vendorParam,
    gameCode: optional(
      z
        .string()
        .trim()
        .regex(/^[A-Za-z0-9_-]{1,64}$/, 'expected a game code'),
    ),
    category: optional(code),
    freeplay: optional(
      z
        .enum(['0', '1', 'true', 'false'], { error: 'expected 1 or 0' })
        .transform((value) => value === '1' || value === 'true'),
    ),
    prizeMode: optional(z.enum(['lottery', 'elottery', 'SEA'])),
    playType: optional(z.enum(['Tradition', 'Entertainment'])),
    language: languageParam,
  })
  .refine((input) => input.nodeId !== undefined || input.vendor !== undefined, {
    path: ['nodeId'],
    message: 'nodeId or vendor is required',
  });
