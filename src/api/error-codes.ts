// Error codes shared with the server (shared/error-codes.ts, docs/api.md) plus the ones the client raises itself.
import { CORE_ERROR_CODES, type ContractErrorCode } from '../../shared/error-codes.ts';
// Views translate codes; nothing below the view layer carries display text.

/** The codes every screen may meet; the cashier's join when its chunks load (knowErrorCodes). */
export const SERVER_ERROR_CODES = CORE_ERROR_CODES;

export const CLIENT_ERROR_CODES = [
  'network.offline',
  'network.timeout',
  /** The answer did not match its zod schema (or was not an envelope at all). */
  'response.invalid',
  'unknown',
] as const;

export type ServerErrorCode = ContractErrorCode;
export type ClientErrorCode = (typeof CLIENT_ERROR_CODES)[number];
export type ErrorCode = ServerErrorCode | ClientErrorCode;

export const ERROR_CODES: readonly ErrorCode[] = [...SERVER_ERROR_CODES, ...CLIENT_ERROR_CODES];

const known = new Set<string>(ERROR_CODES);

/**
 * Teaches the site the codes of calls that live in a later chunk (the cashier's), so the first load
 * does not carry them; such a code can only arrive from a call of that chunk.
 */
export function knowErrorCodes(codes: readonly ServerErrorCode[]): void {
  for (const code of codes) known.add(code);
}

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && known.has(value);
}

/** A code this build does not know (a newer server) degrades to 'unknown' rather than failing. */
export function toErrorCode(value: unknown): ErrorCode {
  return isErrorCode(value) ? value : 'unknown';
}
