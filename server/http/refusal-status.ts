import type { ContractErrorCode } from '../../shared/error-codes.ts';
import type { Refusal } from '../services/refusal.ts';
import { ApiError, type ErrorStatus } from './errors.ts';

// The HTTP status of each refusal a service may throw (docs/api.md "Error codes" and "Cashier").
// A code missing here is a 400: the request asked for something the rules do not allow.
const STATUS: Partial<Record<ContractErrorCode, ErrorStatus>> = {
  'login.not.session': 401,
  'play.ticket.invalid': 401,
  'trial.not.allowed': 403,
  'user.not.exist.or.disabled': 403,
  'not.found': 404,
  'idempotency.key.reused': 409,
  'deposit.transaction.used': 409,
  'withdraw.balance.insufficient': 409,
  'payment.password.required': 409,
  'payment.password.exists': 409,
  'payout.account.exists': 409,
  'payout.account.limit.reached': 409,
  'order.already.decided': 409,
  // Rewards and security (docs/api.md "Rewards and security").
  'account.self.excluded': 403,
  'self.exclusion.active': 409,
  'promo.code.exhausted': 409,
  'promo.code.used': 409,
  'promo.code.deposit.required': 409,
  'rebate.below.minimum': 409,
  'mobile.taken': 409,
  'deposit.limit.exceeded': 409,
  'reward.already.decided': 409,
  // Chat rooms (requirements B7.3): the member does not qualify for the room.
  'room.vip.required': 403,
  'room.balance.insufficient': 403,
  'too.many.requests': 429,
};

/** The envelope's failure for a service's refusal. */
export function refusalAsApiError(refusal: Refusal): ApiError {
  return new ApiError(STATUS[refusal.code] ?? 400, refusal.code, refusal.message, refusal.value);
}
