import type { ValidationTargets } from 'hono';
import { validator } from 'hono/validator';
import { z } from 'zod';
import { controlCharacterFields } from './control-chars.ts';
import { declareInput, type InputTarget } from './declared-input.ts';
import { paramError, type FieldError } from './errors.ts';
import { zodFields } from './zod-fields.ts';

/**
 * Field errors of an input: its texts with control characters (checked on the raw input, before a
 * trim could hide them), then zod's reasons for the other fields. Empty when the input is good.
 */
export function inputFieldErrors(
  raw: unknown,
  // Classic or zod/mini: both results carry a core $ZodError on failure.
  result: { success: true } | { success: false; error: z.core.$ZodError },
): FieldError[] {
  const refused = controlCharacterFields(raw);
  const rules = result.success
    ? []
    : zodFields(result.error).filter(
        (entry) => !refused.some((field) => field.field === entry.field),
      );
  return [...refused, ...rules];
}

/**
 * zod validation of one part of the request with the contract's failure: 400 request_param_err
 * and `value.fields`. Routes read input only through `c.req.valid(target)` after this. A text with a
 * control character is refused the same way, so it never reaches the database or a log. The schema
 * may be classic zod or the contract's zod/mini (shared/contract/calls/, issue 52): both are parsed
 * with zod's functional `safeParseAsync`.
 */
export function validate<Target extends keyof ValidationTargets, Schema extends z.core.$ZodType>(
  target: Target,
  schema: Schema,
) {
  const middleware = validator(target, async (raw): Promise<z.output<Schema>> => {
    const result = await z.safeParseAsync(schema, raw);
    const fields = inputFieldErrors(raw, result);
    if (!result.success || fields.length > 0) throw paramError(fields);
    return result.data;
  });
  // declared-input.ts reads the schema's shape, which classic and mini schemas share.
  return declareInput(middleware, {
    target: target as InputTarget,
    schema: schema as unknown as z.ZodType,
  });
}
