import type { QueryParams } from '../call-options';

/** Requirements B3 announcements call; its request shape alone, for the first script (src/boot.ts). */
export const ANNOUNCEMENTS_PATH = '/wps/relay/MCSFE_getListAnnouncements';

/** Requirements B3 announcement kinds: B banners, PL player notices, PU popups, PR promotions, H hot. */
export type AnnouncementKind = 'B' | 'PL' | 'PU' | 'PR' | 'H';

export interface AnnouncementQuery {
  /** Which lists to fill; the others come back empty. */
  kinds: readonly AnnouncementKind[];
  /** Banner group (`m_home`, `m_promotion`, `m_download`); filters banners only. */
  groupName?: string;
  language: string;
}

/** The query string of the call: the site is the mobile platform (M). */
export function announcementParams(query: AnnouncementQuery): QueryParams {
  return {
    types: query.kinds.join(','),
    platform: 'M',
    language: query.language,
    ...(query.groupName ? { groupName: query.groupName } : {}),
  };
}

/** The home screen's banners (requirements B2.2: group m_home), asked in the home's language. */
export const homeBannersQuery = (language: string): AnnouncementQuery => ({
  kinds: ['B'],
  groupName: 'm_home',
  language,
});
