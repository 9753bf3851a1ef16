import { queryOptions } from '@tanstack/react-query';
import { api, type ApiClient } from '../client';
import type { ChatAnchor } from '../../../shared/contract/calls/chat-anchors.ts';
import {
  CHAT_FOCUS_PATH,
  focusListSchema,
  type CHAT_FOCUS_MODULE,
} from '../../../shared/contract/calls/chat-focus.ts';

/** Requirements B7.2: the hosts the member follows, newest follow first (members only). */
export async function fetchChatFocus(
  language: string,
  client: ApiClient = api,
  signal?: AbortSignal,
): Promise<ChatAnchor[]> {
  const answer = await client.get(CHAT_FOCUS_PATH, {
    moduleId: 'CBS3' satisfies typeof CHAT_FOCUS_MODULE,
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
