// The contract's error codes (docs/api.md): the one list both sides read. The server answers only
// these (server/http/error-codes.ts); the site translates each of them (src/api/error-codes.ts adds
// the codes it raises itself). A new code goes here, in docs/api.md and into both catalogues.
import type { CashierErrorCode } from './cashier-error-codes.ts';
import type { RewardErrorCode } from './reward-error-codes.ts';
import type { RoomErrorCode } from './room-error-codes.ts';

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
  // Requirements D5.3: a login during the member's self-exclusion; `value.until` is its end.
  'account.self.excluded',
] as const;

/**
 * Every code the server may answer: these, the cashier's (shared/cashier-error-codes.ts), those of
 * rewards and security (shared/reward-error-codes.ts) and the chat rooms' (shared/room-error-codes.ts).
 */
export type ContractErrorCode =
  (typeof CORE_ERROR_CODES)[number] | CashierErrorCode | RewardErrorCode | RoomErrorCode;
