import { api, type ApiClient } from '../client';
import { noValue } from '../../../shared/contract/calls/no-value.ts';
import {
  MARK_ANNOUNCEMENT_READ_PATH,
  type MARK_ANNOUNCEMENT_READ_MODULE,
} from '../../../shared/contract/calls/mark-announcement-read.ts';

/** Requirements B7 "Mark as read": announcementId and read true (false removes the mark). */
export function markAnnouncementRead(
  announcementId: number,
  read = true,
  client: ApiClient = api,
): Promise<void> {
  return client.post(MARK_ANNOUNCEMENT_READ_PATH, {
    moduleId: 'COMM3' satisfies typeof MARK_ANNOUNCEMENT_READ_MODULE,
    schema: noValue,
    body: { announcementId, read },
  });
}
