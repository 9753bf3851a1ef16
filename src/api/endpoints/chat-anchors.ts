import { queryOptions } from '@tanstack/react-query';
import { api, type ApiClient } from '../client';
import {
  CHAT_ANCHORS_PATH,
  anchorListSchema,
  type ChatAnchor,
  type CHAT_ANCHORS_MODULE,
} from '../../../shared/contract/calls/chat-anchors.ts';

// The call's contract (shared/contract/calls) is the one home of these; the site reads them from here too.
export { type ChatAnchor } from '../../../shared/contract/calls/chat-anchors.ts';

export function fetchChatAnchors(
  language: string,
  client: ApiClient = api,
  signal?: AbortSignal,
): Promise<ChatAnchor[]> {
  return client.get(CHAT_ANCHORS_PATH, {
    moduleId: 'CBS3' satisfies typeof CHAT_ANCHORS_MODULE,
    schema: anchorListSchema,
    params: { language },
    ...(signal ? { signal } : {}),
  });
}

/** Requirements B7: the anchor list is not cached; it is read again on every visit. */
export function chatAnchorsQueryOptions(language: string, client: ApiClient = api) {
  return queryOptions({
    queryKey: ['chat', 'anchors', language] as const,
    queryFn: ({ signal }) => fetchChatAnchors(language, client, signal),
    staleTime: 0,
    gcTime: 0,
  });
}
