import { queryOptions } from '@tanstack/react-query';
import { api, type ApiClient } from '../client';
import { INBOX_KEY } from './inbox-messages';
import {
  INBOX_DETAIL_PATH,
  inboxDetailSchema,
  type InboxDetail,
  type INBOX_DETAIL_MODULE,
} from '../../../shared/contract/calls/inbox-detail.ts';

export function fetchInboxDetail(
  id: number,
  language: string,
  client: ApiClient = api,
  signal?: AbortSignal,
): Promise<InboxDetail> {
  return client.get(INBOX_DETAIL_PATH, {
    moduleId: 'MAILCEN' satisfies typeof INBOX_DETAIL_MODULE,
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
