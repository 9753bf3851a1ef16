import { z } from 'zod';

/**
 * Makes every object key optional, all the way down, including the values of records. Arrays are
 * left whole on purpose: an override replaces a list rather than patching its items by position,
 * which would be ambiguous. Refinements of rebuilt objects are dropped; the merged result is
 * validated against the full schema instead.
 */
export function deepPartialSchema(schema: z.core.$ZodType): z.core.$ZodType {
  if (schema instanceof z.ZodObject) {
    const shape: Record<string, z.core.$ZodType> = {};
    for (const [key, value] of Object.entries(schema.shape)) {
      shape[key] = z.optional(deepPartialSchema(value));
    }
    return z.strictObject(shape);
  }
  if (schema instanceof z.ZodRecord) {
    return z.partialRecord(schema.keyType, deepPartialSchema(schema.valueType));
  }
  return schema;
}
