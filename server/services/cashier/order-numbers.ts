import { randomInt } from 'node:crypto';

// Order numbers (docs/api.md "Cashier"): `D` for deposits, `W` for withdrawals, then digits: the
// milliseconds since 1970 (13) and 6 random digits. Orders placed in the same millisecond differ in
// the random part; the primary key refuses the rare equal pair and the caller draws again
// (services/cashier/deposits.ts, withdrawals.ts), so parallel inserts never collide.

export type OrderKind = 'D' | 'W';

export function newOrderNo(kind: OrderKind, now: Date = new Date()): string {
  return `${kind}${now.getTime()}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}

/** The kind an order number names, or undefined for anything that is no order number. */
export function orderKindOf(orderNo: string): OrderKind | undefined {
  const match = /^([DW])\d{8,32}$/.exec(orderNo);
  return match?.[1] as OrderKind | undefined;
}

/** Attempts before giving up on drawing a free order number (each collision is one in a million). */
export const ORDER_NO_ATTEMPTS = 5;
