import type { ModuleId } from '../../module-ids.ts';

export const MARK_ANNOUNCEMENT_READ_MODULE = 'COMM3' satisfies ModuleId;

export const MARK_ANNOUNCEMENT_READ_PATH = '/wps/relay/MCSFE_markAnnouncementAsRead';
