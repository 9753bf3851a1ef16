import { assign, setup } from 'xstate';
import type { InboxPage } from '../shared/contract/calls/inbox-messages.ts';
import { notProvidedActor } from './not-provided.ts';

/**
 * The member's inbox on /m/webEmail, page by page (module MAILCEN; docs/api.md "Inbox").
 *
 * The first page is read when the inbox opens: newest first, unread ones marked, with the unread
 * count. With more than one page a pager shows: Newer goes one page back (not on the first page),
 * Older one page on (not on the last). Each page is read when asked for, and a placeholder shows
 * meanwhile. Opening a message shows it in place of the list; going back reads the same page again,
 * so the message now shows read. A page that cannot be read says so with a Try again button. A new
 * language reads the page again in that language.
 *
 * Pure chart: reading a page is provided by src/features/inbox/actors.
 */

export interface InboxPagingContext {
  /** The page being read or shown (1 is the newest). */
  page: number;
  /** How many pages the server counted at the last read (0 before the first). */
  totalPages: number;
  /** The last page read. */
  messages: InboxPage | null;
  /** The message open in place of the list. */
  openId: number | null;
}

export type InboxPagingEvent =
  | { type: 'page.newer' }
  | { type: 'page.older' }
  | { type: 'page.retry' }
  | { type: 'messages.reload' }
  | { type: 'message.opened'; id: number }
  | { type: 'message.closed' };

export const inboxPagingMachine = setup({
  types: {
    context: {} as InboxPagingContext,
    events: {} as InboxPagingEvent,
  },
  actors: {
    /** GET one page of the member's messages in the site's language. */
    loadPage: notProvidedActor<InboxPage, { pageNo: number }>('loadPage'),
  },
  guards: {
    isEmpty: (_, params: { messages: InboxPage }) => params.messages.list.length === 0,
    hasNewer: ({ context }) => context.page > 1,
    hasOlder: ({ context }) => context.page < context.totalPages,
  },
}).createMachine({
  // Stryker disable next-line StringLiteral: equivalent for behaviour, the id only names the chart (inspector, docs).
  id: 'inboxPaging',
  context: { page: 1, totalPages: 0, messages: null, openId: null },
  initial: 'loading',
  states: {
    loading: {
      description: 'A page of messages is being read; a placeholder shows where the list will be.',
      tags: ['busy'],
      invoke: {
        id: 'loadPage',
        src: 'loadPage',
        input: ({ context }) => ({ pageNo: context.page }),
        onDone: [
          {
            guard: { type: 'isEmpty', params: ({ event }) => ({ messages: event.output }) },
            target: 'empty',
            actions: assign({ messages: ({ event }) => event.output }),
          },
          {
            target: 'showing',
            actions: assign({
              messages: ({ event }) => event.output,
              page: ({ event }) => event.output.pageNum,
              totalPages: ({ event }) => event.output.totalPages,
            }),
          },
        ],
        onError: { target: 'failed' },
      },
    },
    showing: {
      description:
        'The page’s messages, newest first, unread ones marked, and the unread count. With more than one page: Newer, "Page N of M" and Older; Newer is off on the first page, Older on the last.',
      on: {
        'page.newer': {
          guard: 'hasNewer',
          target: 'loading',
          actions: assign({ page: ({ context }) => context.page - 1 }),
        },
        'page.older': {
          guard: 'hasOlder',
          target: 'loading',
          actions: assign({ page: ({ context }) => context.page + 1 }),
        },
        'message.opened': {
          target: 'reading',
          actions: assign({ openId: ({ event }) => event.id }),
        },
        'messages.reload': { target: 'loading' },
      },
    },
    empty: {
      description: 'The member has no messages: "No messages".',
      on: {
        'messages.reload': { target: 'loading' },
      },
    },
    failed: {
      description:
        'The page could not be read: "Messages could not be loaded" and a Try again button.',
      on: {
        'page.retry': { target: 'loading' },
        'messages.reload': { target: 'loading' },
      },
    },
    reading: {
      description:
        'One message in place of the list, with Back to messages; going back reads the same page again, so the message shows read.',
      on: {
        'message.closed': {
          target: 'loading',
          actions: assign({ openId: null }),
        },
      },
    },
  },
});
