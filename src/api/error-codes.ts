// Error codes shared with the server (docs/api.md) plus the ones the client raises itself.
// Views translate codes; nothing below the view layer carries display text.

export const SERVER_ERROR_CODES = [
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
  'system.busy',
] as const;

export const CLIENT_ERROR_CODES = [
  'network.offline',
  'network.timeout',
  /** The answer did not match its zod schema (or was not an envelope at all). */
  'response.invalid',
  'unknown',
] as const;

export type ServerErrorCode = (typeof SERVER_ERROR_CODES)[number];
export type ClientErrorCode = (typeof CLIENT_ERROR_CODES)[number];
export type ErrorCode = ServerErrorCode | ClientErrorCode;

export const ERROR_CODES: readonly ErrorCode[] = [...SERVER_ERROR_CODES, ...CLIENT_ERROR_CODES];

const CODE_SET: ReadonlySet<string> = new Set(ERROR_CODES);

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && CODE_SET.has(value);
}

/** A code this build does not know (a newer server) degrades to 'unknown' rather than failing. */
export function toErrorCode(value: unknown): ErrorCode {
  return isErrorCode(value) ? value : 'unknown';
}
