import * as z from 'zod/mini';
import type { ModuleId } from '../../module-ids.ts';

export const INBOX_DETAIL_MODULE = 'MAILCEN' satisfies ModuleId;

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
