import { queryOptions } from '@tanstack/react-query';
import { api, type ApiClient } from '../client';
import {
  ANNOUNCEMENTS_PATH,
  announcementParams,
  type AnnouncementQuery,
} from './announcements-request';
import {
  announcementListsSchema,
  type AnnouncementLists,
  type ANNOUNCEMENTS_MODULE,
} from '../../../shared/contract/calls/announcements.ts';

// The call's contract (shared/contract/calls) is the one home of these; the site reads them from here too.
export {
  type PromotionStatus,
  type AnnouncementImage,
  announcementSchema,
  type Announcement,
  announcementListsSchema,
} from '../../../shared/contract/calls/announcements.ts';
export {
  ANNOUNCEMENTS_PATH,
  homeBannersQuery,
  type AnnouncementKind,
  type AnnouncementQuery,
} from './announcements-request';

export function fetchAnnouncements(
  query: AnnouncementQuery,
  client: ApiClient = api,
  signal?: AbortSignal,
): Promise<AnnouncementLists> {
  return client.get(ANNOUNCEMENTS_PATH, {
    moduleId: 'COMM3' satisfies typeof ANNOUNCEMENTS_MODULE,
    schema: announcementListsSchema,
    params: announcementParams(query),
    ...(signal ? { signal } : {}),
  });
}

/** Everything cached under this prefix is refreshed after a read mark, a join or a claim. */
export const ANNOUNCEMENTS_KEY = ['announcements'] as const;

/**
 * Keyed by the session token too: statuses, read marks and popups (execution A or B) depend on
 * who asks.
 */
export function announcementsQueryOptions(
  query: AnnouncementQuery,
  token: string | null,
  client: ApiClient = api,
) {
  return queryOptions({
    queryKey: [
      ...ANNOUNCEMENTS_KEY,
      [...query.kinds].sort().join(','),
      query.groupName ?? '',
      query.language,
      token ?? '',
    ] as const,
    queryFn: ({ signal }) => fetchAnnouncements(query, client, signal),
    staleTime: 60_000,
  });
}
