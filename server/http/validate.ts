import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import type { z } from 'zod';
import { paramError } from './errors.ts';
import { zodFields } from './zod-fields.ts';

/**
 * zod validation of one part of the request with the contract's failure: 400 request_param_err
 * and `value.fields`. Routes read input only through `c.req.valid(target)` after this.
 */
export function validate<Target extends keyof ValidationTargets, Schema extends z.ZodType>(target: Target, schema: Schema) {
  return zValidator(target, schema, (result) => {
    if (!result.success) throw paramError(zodFields(result.error));
  });
}
