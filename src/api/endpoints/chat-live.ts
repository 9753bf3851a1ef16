import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { api, type ApiClient } from '../client';
import { anchorSchema } from './chat-anchors';

export const CHAT_LIVE_PATH = '/wps/relay/CBS_liveModelList';

export const liveAnchorSchema = z.extend(anchorSchema, {
  /** ISO 8601: when the current show began. */
  liveSince: z.iso.datetime({ offset: true }),
  viewers: z.int().check(z.nonnegative()),
});
export type LiveAnchor = z.infer<typeof liveAnchorSchema>;

export const liveModelListSchema = z.object({ list: z.array(liveAnchorSchema) });

/** Requirements B7.2: who is live now, biggest audience first; needs no login. */
export async function fetchLiveAnchors(language: string, client: ApiClient = api, signal?: AbortSignal): Promise<LiveAnchor[]> {
  const answer = await client.get(CHAT_LIVE_PATH, {
    moduleId: 'CBS3',
    schema: liveModelListSchema,
    params: { language },
    ...(signal ? { signal } : {}),
  });
  return answer.list;
}

/** Shows start and end every few minutes: while the list is on screen it is read again each minute. */
export const LIVE_REFRESH_MS = 60_000;

export function liveAnchorsQueryOptions(language: string, client: ApiClient = api) {
  return queryOptions({
    queryKey: ['chat', 'live', language] as const,
    queryFn: ({ signal }) => fetchLiveAnchors(language, client, signal),
    staleTime: 0,
    refetchInterval: LIVE_REFRESH_MS,
  });
}
