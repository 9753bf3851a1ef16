import * as z from 'zod/mini';
import type { ModuleId } from '../../module-ids.ts';

export const REGISTER_SETTINGS_MODULE = 'REG3' satisfies ModuleId;

export const REGISTER_SETTINGS_PATH = '/wps/system/setting/register';

/** One field's rule (requirements A5): shown when enabled, an optional empty value passes. */
export const fieldRuleSchema = z.object({
  enabled: z.boolean(),
  required: z.boolean(),
  patternId: z.string(),
  minLength: z.int().check(z.nonnegative()),
  maxLength: z.int().check(z.positive()),
});
export type FieldRule = z.infer<typeof fieldRuleSchema>;

/** A pattern and its message; the message carries {min} and {max}. */
export const patternSchema = z.object({ regex: z.string(), message: z.string() });
export type FieldPattern = z.infer<typeof patternSchema>;

export const registerSettingsSchema = z.object({
  fields: z.record(z.string(), fieldRuleSchema),
  patterns: z.record(z.string(), patternSchema),
});
export type RegisterSettings = z.infer<typeof registerSettingsSchema>;
