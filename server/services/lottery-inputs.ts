import { z } from 'zod';
import { languageParam } from '../http/game-inputs.ts';
import { LOTTERY_CATEGORIES } from './lottery-games.ts';

// Query inputs of the LOTTFE calls (docs/api.md, server/README.md "Lottery"). As on the games calls, an
// empty value means "not given" and other keys (merchant, platform, token) are accepted and ignored.

const blankIsAbsent = (value: unknown) => (value === '' ? undefined : value);

const category = z.preprocess(
  blankIsAbsent,
  z
    .string({ error: 'required: LOTT or ELOTT' })
    .trim()
    .transform((value) => value.toUpperCase())
    .pipe(z.enum(LOTTERY_CATEGORIES, { error: 'expected LOTT or ELOTT' })),
);
const vendorCode = z
  .string({ error: 'required: a lottery vendor code' })
  .trim()
  .regex(/^[A-Za-z0-9_]{1,32}$/, 'expected a vendor code of letters, digits or _');
const vendor = z.preprocess(blankIsAbsent, vendorCode);
const gameCode = z.preprocess(
  blankIsAbsent,
  z
    .string({ error: 'required: a game code' })
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, 'expected a game code of letters, digits, _ or -'),
);

export const lotteryListQuery = z.object({
  category,
  vendor: z.preprocess(blankIsAbsent, vendorCode.optional()),
  language: languageParam,
});
export const lotteryMenuQuery = z.object({ vendor, language: languageParam });
export const numeroQuery = z.object({ vendor, gameCode });
export const vnLotteryListQuery = z.object({ language: languageParam });
export const lotteryCenterQuery = z.object({ category, language: languageParam });
