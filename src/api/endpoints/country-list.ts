import { queryOptions } from '@tanstack/react-query';
import { api, type ApiClient } from '../client';
import {
  type COUNTRY_LIST_MODULE,
  COUNTRY_LIST_PATH,
  type CountryEntry,
  countryListSchema,
} from '../../../shared/contract/calls/country-list.ts';

// The call's contract (shared/contract/calls) is the one home of these; the site reads them from here too.
export {
  type CountryEntry,
  countryListSchema,
} from '../../../shared/contract/calls/country-list.ts';

export function fetchCountryList(
  client: ApiClient = api,
  signal?: AbortSignal,
): Promise<CountryEntry[]> {
  return client.get(COUNTRY_LIST_PATH, {
    moduleId: 'COMM3' satisfies typeof COUNTRY_LIST_MODULE,
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
