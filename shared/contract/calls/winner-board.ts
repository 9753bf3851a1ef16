import * as z from 'zod/mini';
import { lenientArray, looseString } from './lenient.ts';
import type { ModuleId } from '../../module-ids.ts';

export const WINNER_BOARD_MODULE = 'COMM3' satisfies ModuleId;

const winnerSchema = z.object({
  vo: z.object({
    customerName: z.string(),
    /** Decimal text; compared exactly, never as a float. */
    winAmount: looseString,
    gameName: z._default(z.catch(z.string(), ''), ''),
    vassalage: z._default(z.catch(z.string(), ''), ''),
  }),
});
export type Winner = z.infer<typeof winnerSchema>['vo'];

/** Compares two non-negative decimal texts exactly (no float rounding); unreadable text counts as 0. */
export function compareAmounts(a: string, b: string): number {
  const parts = (text: string): [string, string] => {
    const match = /^\s*0*(\d*)(?:\.(\d*))?\s*$/.exec(text);
    return match ? [match[1] ?? '', (match[2] ?? '').replace(/0+$/, '')] : ['', ''];
  };
  const [ai, af] = parts(a);
  const [bi, bf] = parts(b);
  if (ai.length !== bi.length) return ai.length - bi.length;
  if (ai !== bi) return ai < bi ? -1 : 1;
  const width = Math.max(af.length, bf.length);
  const [ap, bp] = [af.padEnd(width, '0'), bf.padEnd(width, '0')];
  return ap === bp ? 0 : ap < bp ? -1 : 1;
}

/** Requirements B3: the winner list is the vo objects sorted by winAmount descending. */
export const winnerBoardSchema = z.pipe(
  z.object({ list: lenientArray(winnerSchema) }),
  z.transform(({ list }): Winner[] =>
    list.map((entry) => entry.vo).sort((a, b) => compareAmounts(b.winAmount, a.winAmount)),
  ),
);

export const WINNER_BOARD_PATH = '/wps/relay/ODSFE2_getWinnerBoard';
