import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { api, type ApiClient } from '../client';

export const CHAT_ANCHORS_PATH = '/wps/relay/CBS_anchorList';

export const anchorSchema = z.object({
  anchorId: z.int(),
  nickname: z.string(),
  avatarUrl: z.string(),
  online: z.boolean(),
});
export type ChatAnchor = z.infer<typeof anchorSchema>;

export function fetchChatAnchors(
  language: string,
  client: ApiClient = api,
  signal?: AbortSignal,
): Promise<ChatAnchor[]> {
  return client.get(CHAT_ANCHORS_PATH, {
    moduleId: 'CBS3',
    schema: z.array(anchorSchema),
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
