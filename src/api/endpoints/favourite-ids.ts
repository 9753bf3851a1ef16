import { queryOptions } from '@tanstack/react-query';
import { api, type ApiClient } from '../client';
import {
  favouriteIdsSchema,
  FAVOURITE_IDS_PATH,
  type FAVOURITE_IDS_MODULE,
} from '../../../shared/contract/calls/favourite-ids.ts';

export function fetchFavouriteIds(
  client: ApiClient = api,
  signal?: AbortSignal,
): Promise<number[]> {
  return client.get(FAVOURITE_IDS_PATH, {
    moduleId: 'GAMELOFAV3' satisfies typeof FAVOURITE_IDS_MODULE,
    schema: favouriteIdsSchema,
    ...(signal ? { signal } : {}),
  });
}

/** Keyed by the player so one account never sees another's hearts from the cache. */
export function favouriteIdsQueryOptions(userName: string, client: ApiClient = api) {
  return queryOptions({
    queryKey: ['games', 'favourite-ids', userName] as const,
    queryFn: ({ signal }) => fetchFavouriteIds(client, signal),
    staleTime: 5 * 60_000,
  });
}
