import { queryOptions } from '@tanstack/react-query';
import { api, type ApiClient } from '../client';
import {
  INBOX_MESSAGES_PATH,
  inboxPageSchema,
  type InboxPage,
  type INBOX_MESSAGES_MODULE,
} from '../../../shared/contract/calls/inbox-messages.ts';

export const INBOX_PAGE_SIZE = 20;

export function fetchInboxMessages(
  pageNo: number,
  language: string,
  client: ApiClient = api,
  signal?: AbortSignal,
): Promise<InboxPage> {
  return client.get(INBOX_MESSAGES_PATH, {
    moduleId: 'MAILCEN' satisfies typeof INBOX_MESSAGES_MODULE,
    schema: inboxPageSchema,
    params: { pageNo, pageSize: INBOX_PAGE_SIZE, language },
    ...(signal ? { signal } : {}),
  });
}

export const INBOX_KEY = ['inbox'] as const;

/** Keyed by the session token: another login never sees the previous player's messages. */
export function inboxMessagesQueryOptions(
  pageNo: number,
  language: string,
  token: string,
  client: ApiClient = api,
) {
  return queryOptions({
    queryKey: [...INBOX_KEY, 'list', token, language, pageNo] as const,
    queryFn: ({ signal }) => fetchInboxMessages(pageNo, language, client, signal),
  });
}
