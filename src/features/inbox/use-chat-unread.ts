import { useQuery } from '@tanstack/react-query';
import { chatUnreadQueryOptions } from '../../api/endpoints/chat-unread';
import { TRIAL_TYPE } from '../../lib/member-types';
import { useSession } from '../../lib/use-session';

/**
 * The waiting chat messages of a member, or null: for visitors and trial players (never asked), and
 * while the count is unknown or its call failed. Requirements B7: a failure raises no alert.
 */
export function useChatUnread(): number | null {
  const session = useSession();
  const member = session !== null && session.type !== TRIAL_TYPE;
  const query = useQuery({ ...chatUnreadQueryOptions(session?.token ?? ''), enabled: member });
  return member && query.data !== undefined ? query.data : null;
}
