import type { Context } from 'hono';
import type { ErrorCode } from './error-codes.ts';

export interface SuccessEnvelope<T> {
  success: true;
  value: T;
}

export interface FailureEnvelope {
  success: false;
  errorCode: ErrorCode;
  message: string;
  value?: unknown;
}

export type Envelope<T> = SuccessEnvelope<T> | FailureEnvelope;

/** Every successful answer goes through here so the envelope cannot drift between routes. */
export function ok<T>(c: Context, value: T) {
  const body: SuccessEnvelope<T> = { success: true, value };
  return c.json(body, 200);
}

/** A success envelope as JSON text, for answers computed once and sent many times (catalogue pages). */
export function okText<T>(value: T): string {
  const body: SuccessEnvelope<T> = { success: true, value };
  return JSON.stringify(body);
}

/** Sends text made by `okText`, with the same content type as `ok`. */
export function okSerialized(c: Context, text: string) {
  return c.body(text, 200, { 'Content-Type': 'application/json' });
}

export function failureBody(
  errorCode: ErrorCode,
  message: string,
  value?: unknown,
): FailureEnvelope {
  return value === undefined
    ? { success: false, errorCode, message }
    : { success: false, errorCode, message, value };
}
