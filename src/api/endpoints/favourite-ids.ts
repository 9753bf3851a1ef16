import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { api, type ApiClient } from '../client';

/** The player's favourite games as nodeIds, newest first (needs a session). */
export const favouriteIdsSchema = z.array(z.pipe(z.coerce.number(), z.int()));

export const FAVOURITE_IDS_PATH = '/wps/relay/MCSFE_getFavoriteGames';

export function fetchFavouriteIds(
  client: ApiClient = api,
  signal?: AbortSignal,
): Promise<number[]> {
  return client.get(FAVOURITE_IDS_PATH, {
    moduleId: 'GAMELOFAV3',
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
