import { cents, centsText } from '../../shared/contract/cashier.ts';

// How the site shows money (requirements B9 "Balance 2 decimals", C2.3): grouped, 2 decimals
// rounded down, from the decimal string the server sent, never through a binary float. Showing an
// amount is no arithmetic: its whole cents (BigInt, as the contract compares money) are cut from
// the digits, so a screen that shows money loads no decimal library for it (decimal.js stays for
// decimal arithmetic).

/** A plain decimal as the contract's amounts and balances are written (no exponent, no grouping). */
const PLAIN_DECIMAL = /^-?(?:\d+(?:\.\d*)?|\.\d+)$/;

/** 25,380.75; text that is not a plain decimal shows as 0.00. */
export function formatMoney(amount: string): string {
  const text = amount.trim();
  const fixed = PLAIN_DECIMAL.test(text) ? centsText(cents(text)) : '0.00';
  const negative = fixed.startsWith('-');
  const [whole = '0', fraction = '00'] = (negative ? fixed.slice(1) : fixed).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${grouped}.${fraction}`;
}

/** +1,000.00 or -500.00: a ledger movement, signed either way so the eye reads its direction. */
export function formatSignedMoney(amount: string): string {
  const text = formatMoney(amount);
  return text.startsWith('-') ? text : `+${text}`;
}

/** Whether a signed decimal string is a loss or a debit. */
export function isNegative(amount: string): boolean {
  return amount.trim().startsWith('-');
}
