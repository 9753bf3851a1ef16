import { api, type ApiClient } from '../client';
import { unreadCountSchema } from './inbox-unread';

export const INBOX_MARK_READ_PATH = '/wps/relay/CSP_markAsRead';

/** Marks messages read (1–100 ids) and answers the player's remaining unread count. */
export async function markInboxRead(
  ids: readonly number[],
  client: ApiClient = api,
): Promise<number> {
  const answer = await client.post(INBOX_MARK_READ_PATH, {
    moduleId: 'MAILCEN',
    schema: unreadCountSchema,
    body: { ids },
  });
  return answer.unReadCount;
}
