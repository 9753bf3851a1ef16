import type { RebateLine } from '../../../shared/contract/calls/manual-rebate.ts';
import type { RebateLineRow } from '../../db/queries/manual-rebate.ts';
import { cents, fromCents } from '../cashier/money.ts';

// The total of a claim's or the summary's lines: each line is already rounded down to the cent in
// SQL (requirements D3.1), so the total is their exact sum in whole cents (never a float).

export function lineAnswer(row: RebateLineRow): RebateLine {
  return { category: row.category, stake: row.stake, rate: row.rate, amount: row.amount };
}

export function totalCents(lines: readonly RebateLineRow[]): bigint {
  return lines.reduce((sum, line) => sum + cents(line.amount), 0n);
}

export function totalOf(lines: readonly RebateLineRow[]): string {
  return fromCents(totalCents(lines));
}
