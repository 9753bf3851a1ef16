// The cashier's numbers and words (requirements C), which the site's cashier charts, its forms and
// the server's inputs and services all hold to. A module of its own: only the cashier screens read
// it on the site, so it travels in their chunks and never in home's first load.

/** The ledger's entry types (requirements C2.1). */
export const LEDGER_ENTRY_TYPES = [
  'deposit',
  'withdrawal',
  'refund',
  'bonus',
  'rebate',
  'bet',
  'win',
  'adjustment',
] as const;
export type LedgerEntryType = (typeof LEDGER_ENTRY_TYPES)[number];

/** An order's life (requirements C3.4, C3.6, C4.4): decided once, from pending. */
export const ORDER_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** A ledger entry outside an order is done when it is written. */
export const RECORD_STATUSES = [...ORDER_STATUSES, 'completed'] as const;
export type RecordStatus = (typeof RECORD_STATUSES)[number];

/** The transaction record's type filter (requirements C5.2); "withdrawal" also lists refunds. */
export const RECORD_TYPE_FILTERS = [
  'all',
  'deposit',
  'withdrawal',
  'bonus',
  'rebate',
  'adjustment',
] as const;
export type RecordTypeFilter = (typeof RECORD_TYPE_FILTERS)[number];

/** The transaction record's status filter (requirements C5.2). */
export const RECORD_STATUS_FILTERS = ['all', ...ORDER_STATUSES] as const;
export type RecordStatusFilter = (typeof RECORD_STATUS_FILTERS)[number];

/** How a channel pays: a mobile wallet (bKash, Nagad, Rocket) or a bank transfer (requirements C3.1). */
export const CHANNEL_KINDS = ['wallet', 'bank'] as const;
export type ChannelKind = (typeof CHANNEL_KINDS)[number];

/**
 * An amount on the wire (requirements C2.3, C3.2): a plain decimal string, more than 0, at most 2
 * decimals and 12 whole digits (NUMERIC(18,2) keeps 16). No sign, exponent or grouping.
 */
export const AMOUNT_PATTERN = /^(?:0|[1-9]\d{0,11})(?:\.\d{1,2})?$/;

/** A signed amount or balance as the server prints NUMERIC(18,2): always 2 decimals. */
export const SIGNED_AMOUNT_PATTERN = /^-?\d{1,16}\.\d{2}$/;

export const CASHIER_LIMITS = {
  /** Requirements C3.2, C4.1: a Bangladeshi mobile wallet number, `01` and 9 more digits. */
  walletNumber: /^01\d{9}$/,
  /** Requirements C3.2, C4.1: a bank account number. */
  bankAccount: /^\d{8,20}$/,
  /** Requirements C3.2: the wallet app's transaction ID. */
  transactionId: /^[A-Za-z0-9]{6,32}$/,
  /** Requirements C4.1: the payout account holder's name. */
  holderNameLength: { min: 2, max: 60 },
  /** Requirements C4.1: the payment password, 6 digits. */
  paymentPassword: /^\d{6}$/,
  /** Requirements C1.2: the reason an operator gives for a rejection. */
  rejectReasonMax: 140,
  /** Requirements C5.1, C6.2: rows per page of the records. */
  recordPageSize: 24,
  /** Requirements C5.2, C6.2: the most days one record query covers, both ends included. */
  recordRangeDays: 90,
  /** Requirements C3.5: the idempotency key, a UUID or any 16–64 URL-safe characters. */
  idempotencyKey: /^[A-Za-z0-9_-]{16,64}$/,
} as const;

/** Requirements C3.5: the header that carries an order's idempotency key. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** Bengali digits ০–৯ read as 0–9 (requirements C3.3). */
export function asciiDigits(text: string): string {
  return text.replace(/[\u09E6-\u09EF]/g, (digit) =>
    String.fromCharCode(digit.charCodeAt(0) - 0x09e6 + 48),
  );
}

/**
 * Whole cents of a decimal as the wire carries it (requirements C2.3): `AMOUNT_PATTERN` or
 * `SIGNED_AMOUNT_PATTERN`, at most 2 decimals ("12.3" → 1230n, "-0.50" → -50n). Both sides compare
 * money this way, exactly, never as a binary float.
 */
export function cents(amount: string): bigint {
  const text = amount.trim();
  const negative = text.startsWith('-');
  const [whole = '', fraction = ''] = (negative ? text.slice(1) : text).split('.');
  const size = BigInt(whole || '0') * 100n + BigInt(fraction.padEnd(2, '0').slice(0, 2));
  return negative ? -size : size;
}

/** Cents as the wire prints them: 2 decimals, a leading `-` below 0 (1230n → "12.30"). */
export function centsText(value: bigint): string {
  const size = value < 0n ? -value : value;
  return `${value < 0n ? '-' : ''}${size / 100n}.${(size % 100n).toString().padStart(2, '0')}`;
}
