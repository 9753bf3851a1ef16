import type { QueryClient } from '@tanstack/react-query';
import { noticeReadingMachine } from '../../../../machines/notice-reading.machine.ts';
import { ANNOUNCEMENTS_KEY } from '../../../api/endpoints/announcements.ts';
import { markAnnouncementRead } from '../../../api/endpoints/mark-announcement-read.ts';

/**
 * The notice read marking chart with its real effect: each mark is sent to the server, and once
 * every mark of the batch is answered (a failed one too: the list then says what the server kept)
 * the announcement lists are refreshed.
 */
export function createNoticeReadingLogic(queryClient: QueryClient) {
  return noticeReadingMachine.provide({
    actions: {
      sendReadMarks: (_, { ids }) => {
        void Promise.allSettled(ids.map((id) => markAnnouncementRead(id))).then(() =>
          queryClient.invalidateQueries({ queryKey: ANNOUNCEMENTS_KEY }),
        );
      },
    },
  });
}
