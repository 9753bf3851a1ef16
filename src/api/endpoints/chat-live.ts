import { queryOptions } from '@tanstack/react-query';
import { api, type ApiClient } from '../client';
import {
  CHAT_LIVE_PATH,
  type LiveAnchor,
  liveModelListSchema,
  type CHAT_LIVE_MODULE,
} from '../../../shared/contract/calls/chat-live.ts';

// The call's contract (shared/contract/calls) is the one home of these; the site reads them from here too.
export { type LiveAnchor } from '../../../shared/contract/calls/chat-live.ts';

/** Requirements B7.2: who is live now, biggest audience first; needs no login. */
export async function fetchLiveAnchors(
  language: string,
  client: ApiClient = api,
  signal?: AbortSignal,
): Promise<LiveAnchor[]> {
  const answer = await client.get(CHAT_LIVE_PATH, {
    moduleId: 'CBS3' satisfies typeof CHAT_LIVE_MODULE,
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
