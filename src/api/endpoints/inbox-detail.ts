import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { api, type ApiClient } from '../client';
import { INBOX_KEY } from './inbox-messages';

export const INBOX_DETAIL_PATH = '/wps/relay/CSP_messageDetail';

/** Messages are plain text (server/README.md): rendered as text, never as HTML. */
export const inboxDetailSchema = z.object({
  id: z.int(),
  title: z.string(),
  createdAt: z.string(),
  read: z.boolean(),
  content: z.string(),
});
export type InboxDetail = z.infer<typeof inboxDetailSchema>;

export function fetchInboxDetail(
  id: number,
  language: string,
  client: ApiClient = api,
  signal?: AbortSignal,
): Promise<InboxDetail> {
  return client.get(INBOX_DETAIL_PATH, {
    moduleId: 'MAILCEN',
    schema: inboxDetailSchema,
    params: { id, language },
    ...(signal ? { signal } : {}),
  });
}

export function inboxDetailQueryOptions(
  id: number,
  language: string,
  token: string,
  client: ApiClient = api,
) {
  return queryOptions({
    queryKey: [...INBOX_KEY, 'detail', token, language, id] as const,
    queryFn: ({ signal }) => fetchInboxDetail(id, language, client, signal),
  });
}
