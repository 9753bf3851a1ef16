import * as z from 'zod/mini';
import type { ModuleId } from '../../module-ids.ts';

export const INBOX_MESSAGES_MODULE = 'MAILCEN' satisfies ModuleId;

export const INBOX_MESSAGES_PATH = '/wps/relay/CSP_messageList';

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
