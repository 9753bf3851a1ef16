import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { api, type ApiClient } from '../client';

export const INBOX_UNREAD_PATH = '/wps/relay/CSP_unreadCount';

/** The exact count; the view caps it at 99+. */
export const unreadCountSchema = z.object({ unReadCount: z.int().check(z.nonnegative()) });

export async function fetchInboxUnread(
  client: ApiClient = api,
  signal?: AbortSignal,
): Promise<number> {
  const answer = await client.get(INBOX_UNREAD_PATH, {
    moduleId: 'MAILCEN',
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
