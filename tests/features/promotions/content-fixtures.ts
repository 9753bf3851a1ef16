import { QueryClient } from '@tanstack/react-query';
import {
  announcementListsSchema,
  announcementsQueryOptions,
  type AnnouncementKind,
} from '../../../src/api/endpoints/announcements';
import { setSessionInfo, clearSession, type SessionInfo } from '../../../src/lib/storage';

/** An announcement as the reference server answers it, with the fields a test cares about. */
export function entry(id: number, fields: Record<string, unknown> = {}) {
  return {
    id,
    type: 'PR',
    title: `Entry ${id}`,
    content: `<p>Content ${id}</p>`,
    startDate: new Date(2026, 10, 1, 12).toISOString(),
    endDate: new Date(2026, 11, 31, 12).toISOString(),
    noExpiry: 0,
    announcementImages: [
      { sequence: 1, url: `/content/art/announcement/${id}-1.png`, width: 720, height: 360 },
    ],
    promotionType: 'JOIN',
    status: 'Join',
    read: false,
    ...fields,
  };
}

export const member: SessionInfo = {
  token: 'tok-member',
  merchantCode: 'bdbt',
  userName: 'demo_player',
  type: 1,
  firstTimeLogin: false,
};
export const trial: SessionInfo = {
  token: 'tok-trial',
  merchantCode: 'bdbt',
  userName: 'trial_1',
  type: 4,
  firstTimeLogin: false,
};

export function signIn(session: SessionInfo | null) {
  if (session) setSessionInfo(session);
  else clearSession();
}

/** A query client whose cache already holds the lists the screens ask for. */
export function seededClient(
  kinds: AnnouncementKind[],
  lists: Record<string, unknown[]>,
  session: SessionInfo | null,
  groupName?: string,
) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity } },
  });
  const options = announcementsQueryOptions(
    { kinds, language: 'BN', ...(groupName ? { groupName } : {}) },
    session?.token ?? null,
  );
  client.setQueryData(
    options.queryKey,
    announcementListsSchema.parse({
      promotion: [],
      banners: [],
      player: [],
      popup: [],
      hot: [],
      ...lists,
    }),
  );
  return client;
}
