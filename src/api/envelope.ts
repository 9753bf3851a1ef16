import * as z from 'zod/mini';
import type { SchemaOf } from './schema';
import { ApiError } from './api-error';
import { toErrorCode } from './error-codes';

// Every answer, success or failure, is wrapped like this (docs/api.md).
export const envelopeSchema = z.object({
  success: z.boolean(),
  value: z.optional(z.unknown()),
  message: z.nullish(z.string()),
  errorCode: z.nullish(z.string()),
});
export type Envelope = z.infer<typeof envelopeSchema>;

/**
 * Returns the typed value or throws ApiError: the server's code when it reports failure,
 * 'response.invalid' when the body is not an envelope or the value breaks its schema.
 */
export function unwrap<T>(schema: SchemaOf<T>, data: unknown, status: number | null = null): T {
  const envelope = envelopeSchema.safeParse(data);
  if (!envelope.success) {
    throw new ApiError({ code: 'response.invalid', status, cause: envelope.error });
  }
  const { success, value, message, errorCode } = envelope.data;
  if (!success) {
    const code = toErrorCode(errorCode);
    throw new ApiError({
      code,
      status,
      value,
      serverMessage: message ?? undefined,
      serverCode: code === 'unknown' && errorCode ? errorCode : undefined,
    });
  }
  const parsed = z.safeParse(schema, value);
  if (!parsed.success) {
    throw new ApiError({ code: 'response.invalid', status, value, cause: parsed.error });
  }
  return parsed.data;
}
