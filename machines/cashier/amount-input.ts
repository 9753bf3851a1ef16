import { AMOUNT_PATTERN, asciiDigits, centsText } from '../../shared/contract/cashier.ts';

// What the player typed in an amount field, read the way requirements C3.2 and C3.3 say: Bengali
// digits are digits, surrounding spaces do not count, and anything else that is not a plain decimal
// with at most 2 decimals is refused with the reason, so the view can say why without changing what
// the player typed. Exact: amounts are compared as whole cents in BigInt, never as binary floats
// (requirements C2.3). Not decimal.js here: a chart's rule module must stand alone in the Stately
// visualiser file, which imports nothing but xstate (scripts/stately-files.ts).

export type AmountProblem =
  | 'empty'
  /** Not a plain decimal: letters, a sign, an exponent (`1e3`), grouping, two points. */
  | 'format'
  /** More than 2 decimals (`12.345`). */
  | 'decimals'
  /** 0 or 0.00. */
  | 'zero'
  | 'belowMinimum'
  | 'aboveMaximum';

export type AmountReading =
  | { ok: true; /** What the server gets: ASCII, 2 decimals. */ amount: string }
  | { ok: false; problem: AmountProblem };

export interface AmountLimits {
  /** Decimal strings as the server sends them. */
  min: string;
  max: string;
}

const DECIMAL = /^(\d*)(?:\.(\d*))?$/;

/** Whole cents of a plain decimal of at most 2 decimals; null for anything else. */
export function amountCents(text: string): bigint | null {
  const match = DECIMAL.exec(text);
  if (match === null) return null;
  const [, whole = '', fraction = ''] = match;
  if ((whole === '' && fraction === '') || fraction.length > 2) return null;
  return BigInt(whole || '0') * 100n + BigInt(fraction.padEnd(2, '0'));
}

/** Reads one typed amount against a channel's limits (both included). */
export function readAmount(typed: string, limits: AmountLimits): AmountReading {
  const text = asciiDigits(typed).trim();
  if (text === '') return { ok: false, problem: 'empty' };
  const match = DECIMAL.exec(text);
  if (match === null || text === '.') return { ok: false, problem: 'format' };
  if ((match[2] ?? '').length > 2) return { ok: false, problem: 'decimals' };
  const cents = amountCents(text);
  if (cents === null) return { ok: false, problem: 'format' };
  if (cents === 0n) return { ok: false, problem: 'zero' };
  const amount = centsText(cents);
  if (!AMOUNT_PATTERN.test(amount)) return { ok: false, problem: 'aboveMaximum' };
  const min = amountCents(limits.min);
  const max = amountCents(limits.max);
  if (min !== null && cents < min) return { ok: false, problem: 'belowMinimum' };
  if (max !== null && cents > max) return { ok: false, problem: 'aboveMaximum' };
  return { ok: true, amount };
}
