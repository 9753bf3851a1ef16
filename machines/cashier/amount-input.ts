import Decimal from 'decimal.js';
import { AMOUNT_PATTERN, asciiDigits } from '../../shared/contract/cashier.ts';

// What the player typed in an amount field, read the way requirements C3.2 and C3.3 say: Bengali
// digits are digits, surrounding spaces do not count, and anything else that is not a plain decimal
// with at most 2 decimals is refused with the reason, so the view can say why without changing what
// the player typed. Exact: decimal.js compares with the channel's limits, never a binary float.

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

const DECIMAL = /^\d+(?:\.\d*)?$|^\.\d+$/;

/** Reads one typed amount against a channel's limits (both included). */
export function readAmount(typed: string, limits: AmountLimits): AmountReading {
  const text = asciiDigits(typed).trim();
  if (text === '') return { ok: false, problem: 'empty' };
  if (!DECIMAL.test(text)) return { ok: false, problem: 'format' };
  const [, decimals = ''] = text.split('.');
  if (decimals.length > 2) return { ok: false, problem: 'decimals' };
  const value = new Decimal(text);
  if (value.isZero()) return { ok: false, problem: 'zero' };
  const amount = value.toFixed(2);
  if (!AMOUNT_PATTERN.test(amount)) return { ok: false, problem: 'aboveMaximum' };
  if (value.lessThan(limits.min)) return { ok: false, problem: 'belowMinimum' };
  if (value.greaterThan(limits.max)) return { ok: false, problem: 'aboveMaximum' };
  return { ok: true, amount };
}

/** A decimal string with 2 decimals, for showing and for sums (requirements B9 "Balance 2 decimals"). */
export function twoDecimals(amount: string): string {
  return new Decimal(amount).toFixed(2);
}

/** a − b, exactly. */
export function subtractAmounts(a: string, b: string): string {
  return new Decimal(a).minus(b).toFixed(2);
}
