import type { ModuleId } from '../../module-ids.ts';

export const CHAT_UNREAD_MODULE = 'CBS3' satisfies ModuleId;

export const CHAT_UNREAD_PATH = '/wps/relay/CBS_unreadCount';
