import type { z } from 'zod';
import type { FieldError } from './errors.ts';

/** Zod issues as the contract's `value.fields`: a dotted path (or "body" for the whole input) and a reason. */
export function zodFields(error: z.core.$ZodError): FieldError[] {
  return error.issues.map((issue) => ({
    field: issue.path.map(String).join('.') || 'body',
    reason: issue.message,
  }));
}
