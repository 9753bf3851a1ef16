// Error codes shared with the server (shared/error-codes.ts, docs/api.md) plus the ones the client raises itself.
import { CONTRACT_ERROR_CODES } from '../../shared/error-codes.ts';
// Views translate codes; nothing below the view layer carries display text.

export const SERVER_ERROR_CODES = CONTRACT_ERROR_CODES;

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
