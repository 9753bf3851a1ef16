import { formatBalance } from './sum-balance';

// How the cashier shows money (requirements B9 "Balance 2 decimals", C2.3): grouped, 2 decimals,
// from the decimal string the server sent, never through a binary float.

/** 25,380.75 */
export function formatMoney(amount: string): string {
  return formatBalance(amount);
}

/** +1,000.00 or -500.00: a ledger movement, signed either way so the eye reads its direction. */
export function formatSignedMoney(amount: string): string {
  const text = formatBalance(amount);
  return text.startsWith('-') ? text : `+${text}`;
}

/** Whether a signed decimal string is a loss or a debit. */
export function isNegative(amount: string): boolean {
  return amount.trim().startsWith('-');
}
