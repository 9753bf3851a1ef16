import type { ModuleId } from '../../module-ids.ts';

export const INBOX_MARK_READ_MODULE = 'MAILCEN' satisfies ModuleId;

export const INBOX_MARK_READ_PATH = '/wps/relay/CSP_markAsRead';
