import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { api, type ApiClient } from '../client';

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

/** The per-field configuration of the registration form, the same rules the server enforces. */
export function fetchRegisterSettings(
  client: ApiClient = api,
  signal?: AbortSignal,
): Promise<RegisterSettings> {
  return client.get(REGISTER_SETTINGS_PATH, {
    moduleId: 'REG3',
    schema: registerSettingsSchema,
    ...(signal ? { signal } : {}),
  });
}

export function registerSettingsQueryOptions(client: ApiClient = api) {
  return queryOptions({
    queryKey: ['system', 'setting', 'register'] as const,
    queryFn: ({ signal }) => fetchRegisterSettings(client, signal),
    // Merchant configuration: it does not change during a visit.
    staleTime: 10 * 60_000,
  });
}
