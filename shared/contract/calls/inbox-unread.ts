import * as z from 'zod/mini';
import type { ModuleId } from '../../module-ids.ts';

export const INBOX_UNREAD_MODULE = 'MAILCEN' satisfies ModuleId;

export const INBOX_UNREAD_PATH = '/wps/relay/CSP_unreadCount';

/** The exact count; the view caps it at 99+. */
export const unreadCountSchema = z.object({ unReadCount: z.int().check(z.nonnegative()) });
