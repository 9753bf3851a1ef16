import { api, type ApiClient } from '../client';
import { unreadCountSchema } from '../../../shared/contract/calls/inbox-unread.ts';
import {
  INBOX_MARK_READ_PATH,
  type INBOX_MARK_READ_MODULE,
} from '../../../shared/contract/calls/inbox-mark-read.ts';

/** Marks messages read (1–100 ids) and answers the player's remaining unread count. */
export async function markInboxRead(
  ids: readonly number[],
  client: ApiClient = api,
): Promise<number> {
  const answer = await client.post(INBOX_MARK_READ_PATH, {
    moduleId: 'MAILCEN' satisfies typeof INBOX_MARK_READ_MODULE,
    schema: unreadCountSchema,
    body: { ids },
  });
  return answer.unReadCount;
}
