import { queryOptions } from '@tanstack/react-query';
import { api, type ApiClient } from '../client';
import { unreadCountSchema } from '../../../shared/contract/calls/inbox-unread.ts';
import {
  CHAT_UNREAD_PATH,
  type CHAT_UNREAD_MODULE,
} from '../../../shared/contract/calls/chat-unread.ts';

export async function fetchChatUnread(
  client: ApiClient = api,
  signal?: AbortSignal,
): Promise<number> {
  const answer = await client.get(CHAT_UNREAD_PATH, {
    moduleId: 'CBS3' satisfies typeof CHAT_UNREAD_MODULE,
    schema: unreadCountSchema,
    ...(signal ? { signal } : {}),
  });
  return answer.unReadCount;
}

/** Requirements B7: the chat unread count is throttled to 250 ms (at most one call per 250 ms). */
export const CHAT_UNREAD_THROTTLE_MS = 250;

/**
 * Every reader shares this query, so however many mount at once one request goes out, and an
 * answer is reused for 250 ms. A failure is never shown (requirements B7 "no alert"): readers
 * simply have no count.
 */
export function chatUnreadQueryOptions(token: string, client: ApiClient = api) {
  return queryOptions({
    queryKey: ['chat', 'unread', token] as const,
    queryFn: ({ signal }) => fetchChatUnread(client, signal),
    staleTime: CHAT_UNREAD_THROTTLE_MS,
  });
}
