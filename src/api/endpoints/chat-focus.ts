import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { api, type ApiClient } from '../client';
import { anchorSchema, type ChatAnchor } from './chat-anchors';

export const CHAT_FOCUS_PATH = '/wps/relay/CBS_focusList';

export const focusListSchema = z.object({ list: z.array(anchorSchema) });

/** Requirements B7.2: the hosts the member follows, newest follow first (members only). */
export async function fetchChatFocus(
  language: string,
  client: ApiClient = api,
  signal?: AbortSignal,
): Promise<ChatAnchor[]> {
  const answer = await client.get(CHAT_FOCUS_PATH, {
    moduleId: 'CBS3',
    schema: focusListSchema,
    params: { language },
    ...(signal ? { signal } : {}),
  });
  return answer.list;
}

/** Every focus list in the cache (all sessions and languages): a follow or unfollow refreshes them all. */
export const CHAT_FOCUS_KEY = ['chat', 'focus'] as const;

export function chatFocusQueryOptions(token: string, language: string, client: ApiClient = api) {
  return queryOptions({
    queryKey: [...CHAT_FOCUS_KEY, token, language] as const,
    queryFn: ({ signal }) => fetchChatFocus(language, client, signal),
  });
}
