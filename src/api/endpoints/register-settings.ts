import { queryOptions } from '@tanstack/react-query';
import { api, type ApiClient } from '../client';
import {
  REGISTER_SETTINGS_PATH,
  registerSettingsSchema,
  type RegisterSettings,
  type REGISTER_SETTINGS_MODULE,
} from '../../../shared/contract/calls/register-settings.ts';

// The call's contract (shared/contract/calls) is the one home of these; the site reads them from here too.
export {
  type FieldRule,
  type FieldPattern,
  registerSettingsSchema,
  type RegisterSettings,
} from '../../../shared/contract/calls/register-settings.ts';

/** The per-field configuration of the registration form, the same rules the server enforces. */
export function fetchRegisterSettings(
  client: ApiClient = api,
  signal?: AbortSignal,
): Promise<RegisterSettings> {
  return client.get(REGISTER_SETTINGS_PATH, {
    moduleId: 'REG3' satisfies typeof REGISTER_SETTINGS_MODULE,
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
