// Exact money on the server's side of the wire (requirements C2.3): amounts arrive as decimal strings
// of the contract's form (AMOUNT_PATTERN, at most 2 decimals) and are compared as whole cents in
// BigInt, never as JavaScript numbers. Sums stay in SQL (NUMERIC).

/** Whole cents of a plain decimal string of at most 2 decimals ("12.3" → 1230n). */
export function cents(amount: string): bigint {
  const [whole = '0', fraction = ''] = amount.split('.');
  return BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
}

/** The amount as NUMERIC(18,2) prints it: "12.3" → "12.30", "100" → "100.00". */
export function twoDecimals(amount: string): string {
  const value = cents(amount);
  return `${value / 100n}.${(value % 100n).toString().padStart(2, '0')}`;
}

/** Cents back to a decimal string with 2 decimals (never negative here). */
export function fromCents(value: bigint): string {
  const sign = value < 0n ? '-' : '';
  const magnitude = value < 0n ? -value : value;
  return `${sign}${magnitude / 100n}.${(magnitude % 100n).toString().padStart(2, '0')}`;
}
