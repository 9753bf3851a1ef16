import * as z from 'zod/mini';
import type { SchemaOf } from './schema';
import type { ErrorCode } from './error-codes';

export interface ApiErrorInit {
  readonly code: ErrorCode;
  readonly status?: number | null;
  /** The envelope's value on failure (e.g. `{ captcha: true }`, `{ fields: [...] }`). */
  readonly value?: unknown;
  readonly serverMessage?: string | undefined;
  /** The raw errorCode when the server sent one this build does not know. */
  readonly serverCode?: string | undefined;
  readonly cause?: unknown;
}

/** Every failure of an API call reaches callers as this one type, keyed by a contract code. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly code: ErrorCode;
  /** HTTP status, or null when no answer arrived. */
  readonly status: number | null;
  readonly value: unknown;
  readonly serverMessage?: string;
  readonly serverCode?: string;

  constructor(init: ApiErrorInit) {
    super(init.serverCode ? `${init.code} (${init.serverCode})` : init.code, { cause: init.cause });
    this.code = init.code;
    this.status = init.status ?? null;
    this.value = init.value;
    if (init.serverMessage !== undefined) this.serverMessage = init.serverMessage;
    if (init.serverCode !== undefined) this.serverCode = init.serverCode;
  }

  /** Reads the failure value with a schema; null when it is absent or shaped differently. */
  valueAs<T>(schema: SchemaOf<T>): T | null {
    const parsed = z.safeParse(schema, this.value);
    return parsed.success ? parsed.data : null;
  }
}

export function isApiError(error: unknown, code?: ErrorCode): error is ApiError {
  return error instanceof ApiError && (code === undefined || error.code === code);
}

/** `request_param_err` names the offending fields (docs/api.md). */
export const fieldErrorsSchema = z.object({
  fields: z.array(z.object({ field: z.string(), reason: z.string() })),
});

/** A failed login may ask for a captcha from now on (requirements A8). */
export const captchaFlagSchema = z.object({ captcha: z.literal(true) });
