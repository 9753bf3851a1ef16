import { api, type ApiClient } from '../client';
import { noValue } from '../envelope';

export const MARK_ANNOUNCEMENT_READ_PATH = '/wps/relay/MCSFE_markAnnouncementAsRead';

/** Requirements B7 "Mark as read": announcementId and read true (false removes the mark). */
export function markAnnouncementRead(
  announcementId: number,
  read = true,
  client: ApiClient = api,
): Promise<void> {
  return client.post(MARK_ANNOUNCEMENT_READ_PATH, {
    moduleId: 'COMM3',
    schema: noValue,
    body: { announcementId, read },
  });
}
