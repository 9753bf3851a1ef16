import type { QueryClient } from '@tanstack/react-query';
import { fromPromise } from 'xstate';
import { inboxPagingMachine } from '../../../../machines/inbox-paging.machine.ts';
import { inboxMessagesQueryOptions } from '../../../api/endpoints/inbox-messages.ts';
import type { InboxPage } from '../../../../shared/contract/calls/inbox-messages.ts';
import { inboxLanguage } from '../inbox-language.ts';

/**
 * The inbox paging chart with its real effect: each page is read from the server when the chart
 * asks for it (never an older copy from the cache, so a message read a moment ago shows read), in
 * the site's language, under the member's own cache key. A failed read is not repeated behind the
 * player's back: the chart shows it, and Try again reads once more.
 */
export function createInboxPagingLogic(queryClient: QueryClient, token: string) {
  return inboxPagingMachine.provide({
    actors: {
      loadPage: fromPromise<InboxPage, { pageNo: number }>(({ input }) =>
        queryClient.fetchQuery({
          ...inboxMessagesQueryOptions(input.pageNo, inboxLanguage(), token),
          staleTime: 0,
          retry: false,
        }),
      ),
    },
  });
}
