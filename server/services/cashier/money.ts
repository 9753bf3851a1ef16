import { cents, centsText } from '../../../shared/contract/cashier.ts';

// Exact money on the server's side of the wire (requirements C2.3): amounts arrive as decimal strings
// of the contract's form and are compared as whole cents in BigInt (shared/contract/cashier.ts, the
// same arithmetic the site's charts use), never as JavaScript numbers. Sums stay in SQL (NUMERIC).

export { cents, centsText as fromCents };

/** The amount as NUMERIC(18,2) prints it: "12.3" → "12.30", "100" → "100.00". */
export function twoDecimals(amount: string): string {
  return centsText(cents(amount));
}
