// The contract's error codes (docs/api.md): the one list both sides read. The server answers only
// these (server/http/error-codes.ts); the site translates each of them (src/api/error-codes.ts adds
// the codes it raises itself). A new code goes here, in docs/api.md and into both catalogues.
export const CORE_ERROR_CODES = [
  'request_param_err',
  'request_body_required',
  'function.not.available',
  'login.not.session',
  'user.or.token.invalid',
  'user.not.exist.or.disabled',
  'username.exists',
  'captcha.required',
  'captcha.invalid',
  'verification.code.invalid',
  'verification.code.expired',
  'reset.link.invalid',
  'affiliate.invalid',
  'modify.new.old.same',
  'password.confirm.mismatch',
  'non.member.login',
  'non.agent.login',
  'trial.not.allowed',
  'too.many.requests',
  'maintenance',
  'region.restricted',
  'upload.type',
  'upload.size',
  'upload.count',
  'not.found',
  'follow.limit.reached',
  'favourite.limit.reached',
  'system.busy',
] as const;

/**
 * The cashier's codes (requirements C3, C4; docs/api.md "Cashier"). A list of their own: only the
 * cashier's calls answer them, so the site learns them with the cashier's chunks
 * (src/api/endpoints/cashier-error-codes.ts) and home's first load does not carry them.
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

/**
 * Every code the server may answer. A function, not a constant: a spread at module level is code the
 * bundler must keep, and it would pull the cashier's list into every chunk that reads this file.
 */
export function contractErrorCodes(): readonly ContractErrorCode[] {
  return [...CORE_ERROR_CODES, ...CASHIER_ERROR_CODES];
}

export type ContractErrorCode =
  (typeof CORE_ERROR_CODES)[number] | (typeof CASHIER_ERROR_CODES)[number];
