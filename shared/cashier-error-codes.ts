/**
 * The cashier's codes (requirements C3, C4; docs/api.md "Cashier"). A list of their own: only the
 * cashier's calls answer them, so the site learns them with the cashier's chunks
 * (src/api/endpoints/cashier-error-codes.ts) and home's first load does not carry them. A module
 * of its own: the build places a module's code with the first chunk that loads it, so in
 * shared/error-codes.ts (part of every first load) the list would have travelled with it.
 */
export const CASHIER_ERROR_CODES = [
  'idempotency.key.reused',
  'channel.unavailable',
  'amount.below.minimum',
  'amount.above.maximum',
  'deposit.transaction.used',
  'withdraw.balance.insufficient',
  'payment.password.required',
  'payment.password.exists',
  'payment.password.invalid',
  'payout.account.exists',
  'payout.account.limit.reached',
  'order.already.decided',
  'play.ticket.invalid',
] as const;

export type CashierErrorCode = (typeof CASHIER_ERROR_CODES)[number];
