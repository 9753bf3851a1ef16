import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { api, type ApiClient } from '../client';
import { looseString } from './lenient';

export const countryEntrySchema = z.object({
  merchantCode: z.string(),
  /** ISO country, e.g. BD. */
  country: z.string(),
  currency: z.string(),
  countryName: z.string(),
  /** Platform language codes offered in this region, e.g. ['BN', 'EN']. */
  langList: z.array(z.string()),
  /** Calling code as the server writes it (e.g. "880"); a number is accepted as text. */
  dialingCode: looseString,
});
export type CountryEntry = z.infer<typeof countryEntrySchema>;

export const countryListSchema = z.array(countryEntrySchema);

export function fetchCountryList(
  client: ApiClient = api,
  signal?: AbortSignal,
): Promise<CountryEntry[]> {
  return client.get('/wps/system/country', {
    moduleId: 'COMM3',
    schema: countryListSchema,
    ...(signal ? { signal } : {}),
  });
}

export function countryListQueryOptions(client: ApiClient = api) {
  return queryOptions({
    queryKey: ['system', 'country'] as const,
    queryFn: ({ signal }) => fetchCountryList(client, signal),
    // The region table changes with merchant configuration, not during a visit.
    staleTime: 30 * 60_000,
  });
}
