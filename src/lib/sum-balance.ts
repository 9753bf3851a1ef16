import Decimal from 'decimal.js';

// Requirements B2.8: balances are summed with 20 significant digits and rounded down (mode 1), so
// the site never shows a cent the player does not have.
const Exact = Decimal.clone({ precision: 20, rounding: Decimal.ROUND_DOWN });

/** Sums decimal strings exactly; text that is not a number counts as nothing. */
export function sumBalance(amounts: readonly string[]): string {
  return amounts
    .reduce((total, amount) => {
      try {
        return total.plus(new Exact(amount.trim()));
      } catch {
        return total;
      }
    }, new Exact(0))
    .toFixed(2, Decimal.ROUND_DOWN);
}
