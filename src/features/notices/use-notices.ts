import { useCallback, useMemo, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ANNOUNCEMENTS_KEY, announcementsQueryOptions, type Announcement } from '../../api/endpoints/announcements';
import { markAnnouncementRead } from '../../api/endpoints/mark-announcement-read';
import { config } from '../../config';
import { getLanguage } from '../../lib/storage';
import { useSession } from '../../lib/use-session';
import { createMarkReadThrottle } from './mark-read-throttle';

/** Spec 000 §6 / 001 §6: customer type 4 is a guest / trial player. */
const TRIAL_TYPE = 4;

/**
 * Player notices (kind PL) with their read state (spec 001 §4 "Announcements"): marking one read
 * shows it read at once, tells the server (throttled) and then refreshes the lists. Visitors see
 * no read marks; a trial player's notices never count as unread and are never marked.
 */
export function useNotices() {
  const session = useSession();
  const queryClient = useQueryClient();
  const query = useQuery(announcementsQueryOptions({ kinds: ['PL'], language: getLanguage() ?? config.defaultLanguage }, session?.token ?? null));
  const [readHere, setReadHere] = useState<ReadonlySet<number>>(() => new Set());
  const tracksReads = session !== null && session.type !== TRIAL_TYPE;

  const token = session?.token ?? null;
  // A new session is a new reader: its marks are its own, so the throttle starts afresh.
  const mark = useMemo(
    () =>
      createMarkReadThrottle((ids) => {
        if (token === null) return;
        void Promise.allSettled(ids.map((id) => markAnnouncementRead(id))).then(() =>
          queryClient.invalidateQueries({ queryKey: ANNOUNCEMENTS_KEY }),
        );
      }),
    [queryClient, token],
  );

  const isUnread = useCallback((notice: Announcement) => tracksReads && !notice.read && !readHere.has(notice.id), [tracksReads, readHere]);

  const markRead = useCallback(
    (notice: Announcement) => {
      if (!isUnread(notice)) return;
      setReadHere((previous) => new Set(previous).add(notice.id));
      mark(notice.id);
    },
    [isUnread, mark],
  );

  return { query, notices: query.data?.player ?? [], tracksReads, isUnread, markRead };
}
