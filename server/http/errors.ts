import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ErrorCode } from './error-codes.ts';

// The statuses the contract allows for a failure; anything else would surprise the site's client.
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 429 | 500;

export interface FieldError {
  field: string;
  reason: string;
}

/** A failure the client is meant to see: status, code and message go into the envelope as they are. */
export class ApiError extends Error {
  readonly status: ErrorStatus & ContentfulStatusCode;
  readonly errorCode: ErrorCode;
  readonly value: unknown;

  constructor(status: ErrorStatus, errorCode: ErrorCode, message: string, value?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.errorCode = errorCode;
    this.value = value;
  }
}

/** Bad input with per-field reasons, the shape the site's forms read from `value.fields`. */
export function paramError(fields: FieldError[], message = 'Invalid request parameters'): ApiError {
  return new ApiError(400, 'request_param_err', message, { fields });
}
