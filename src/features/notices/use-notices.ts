import { useCallback, useEffect, useMemo } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { isNoticeUnread } from '../../../machines/notice-reading.machine.ts';
import { announcementsQueryOptions, type Announcement } from '../../api/endpoints/announcements';
import { config } from '../../config';
import { inspected } from '../../lib/inspected-actor';
import { getLanguage } from '../../lib/storage';
import { useSession } from '../../lib/use-session';
import { createNoticeReadingLogic } from './actors/notice-reading.actors';

/**
 * Player notices (kind PL) with their read state. Which notices count as unread and when their
 * read marks go to the server is the noticeReading chart; this hook feeds it the session and the
 * opened notices, and reads its snapshot.
 */
export function useNotices() {
  const session = useSession();
  const queryClient = useQueryClient();
  const query = useQuery(
    announcementsQueryOptions(
      { kinds: ['PL'], language: getLanguage() ?? config.defaultLanguage },
      session?.token ?? null,
    ),
  );
  const reader = session?.token ?? null;
  const customerType = session?.type ?? null;
  const logic = useMemo(() => createNoticeReadingLogic(queryClient), [queryClient]);
  const actor = useActorRef(logic, inspected({ input: { reader, customerType } }));
  const reading = useSelector(actor, (snapshot) => snapshot.context);
  const tracksReads = useSelector(actor, (snapshot) => snapshot.hasTag('tracksReads'));

  // A new session is a new reader (the chart ignores the same one again).
  useEffect(() => {
    actor.send({ type: 'reader.changed', reader, customerType });
  }, [actor, reader, customerType]);

  const isUnread = useCallback(
    (notice: Announcement) => isNoticeUnread(reading, notice),
    [reading],
  );
  const markRead = useCallback(
    (notice: Announcement) =>
      actor.send({ type: 'notice.opened', id: notice.id, read: notice.read === true }),
    [actor],
  );

  return { query, notices: query.data?.player ?? [], tracksReads, isUnread, markRead };
}
