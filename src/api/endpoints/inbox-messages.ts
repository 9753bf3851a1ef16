import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { api, type ApiClient } from '../client';

export const INBOX_MESSAGES_PATH = '/wps/relay/CSP_messageList';
export const INBOX_PAGE_SIZE = 20;

export const inboxMessageSchema = z.object({
  id: z.int(),
  title: z.string(),
  createdAt: z.string(),
  read: z.boolean(),
});
export type InboxMessage = z.infer<typeof inboxMessageSchema>;

export const inboxPageSchema = z.object({
  list: z.array(inboxMessageSchema),
  pageNum: z.int(),
  totalPages: z.int(),
  totalCount: z.int(),
  unReadCount: z.int(),
});
export type InboxPage = z.infer<typeof inboxPageSchema>;

export function fetchInboxMessages(
  pageNo: number,
  language: string,
  client: ApiClient = api,
  signal?: AbortSignal,
): Promise<InboxPage> {
  return client.get(INBOX_MESSAGES_PATH, {
    moduleId: 'MAILCEN',
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
