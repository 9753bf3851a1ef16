import { queryOptions } from '@tanstack/react-query';
import { api, type ApiClient } from '../client';
import {
  INBOX_UNREAD_PATH,
  unreadCountSchema,
  type INBOX_UNREAD_MODULE,
} from '../../../shared/contract/calls/inbox-unread.ts';

export async function fetchInboxUnread(
  client: ApiClient = api,
  signal?: AbortSignal,
): Promise<number> {
  const answer = await client.get(INBOX_UNREAD_PATH, {
    moduleId: 'MAILCEN' satisfies typeof INBOX_UNREAD_MODULE,
    schema: unreadCountSchema,
    ...(signal ? { signal } : {}),
  });
  return answer.unReadCount;
}

export const INBOX_UNREAD_KEY = ['inbox', 'unread'] as const;

/**
 * Requirements B7: the inbox unread count is throttled to 250 ms. Every badge shares this query, so
 * however many mount at once, one request goes out and a fresh answer is reused for 250 ms.
 */
export function inboxUnreadQueryOptions(token: string, client: ApiClient = api) {
  return queryOptions({
    queryKey: [...INBOX_UNREAD_KEY, token] as const,
    queryFn: ({ signal }) => fetchInboxUnread(client, signal),
    staleTime: 250,
  });
}
