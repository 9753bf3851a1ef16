import { queryOptions } from '@tanstack/react-query';
import { api, type ApiClient } from '../client';
import { unreadCountSchema } from './inbox-unread';

export const CHAT_UNREAD_PATH = '/wps/relay/CBS_unreadCount';

export async function fetchChatUnread(client: ApiClient = api, signal?: AbortSignal): Promise<number> {
  const answer = await client.get(CHAT_UNREAD_PATH, {
    moduleId: 'CBS3',
    schema: unreadCountSchema,
    ...(signal ? { signal } : {}),
  });
  return answer.unReadCount;
}

export function chatUnreadQueryOptions(token: string, client: ApiClient = api) {
  return queryOptions({
    queryKey: ['chat', 'unread', token] as const,
    queryFn: ({ signal }) => fetchChatUnread(client, signal),
  });
}
