import { useQuery } from '@tanstack/react-query';
import { inboxUnreadQueryOptions } from '../api/endpoints/inbox-unread';
import { TRIAL_TYPE } from './member-types';
import { useSession } from './use-session';

/**
 * The inbox unread count for the message button and the side menu, or null for visitors and
 * trial players (never fetched for them). The inbox screen updates the shared query after a
 * read mark, so every badge follows at once.
 */
export function useInboxUnread(): number | null {
  const session = useSession();
  const member = session !== null && session.type !== TRIAL_TYPE;
  const query = useQuery({ ...inboxUnreadQueryOptions(session?.token ?? ''), enabled: member });
  return member ? (query.data ?? null) : null;
}

/** Requirements B9: unread badges cap at 99+. */
export function formatUnread(count: number): string {
  return count > 99 ? '99+' : String(count);
}
