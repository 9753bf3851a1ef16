import { announcementsQueryOptions, type AnnouncementQuery } from './announcements';
import type { ApiClient } from '../client';
import { api } from '../client';
import type { BannerGroupName } from '../../../shared/contract/banner-groups.ts';

// The banner groups are the contract's (shared/contract/banner-groups.ts); the site reads them from here.
export {
  CONTENT_BANNER_GROUPS,
  categoryBannerGroup,
  type BannerGroupName,
} from '../../../shared/contract/banner-groups.ts';

/** One banner group's banners (the announcements call with type B and its groupName, requirements B9.4). */
export const bannerGroupQuery = (group: BannerGroupName, language: string): AnnouncementQuery => ({
  kinds: ['B'],
  groupName: group,
  language,
});

/** Cached as every announcements list is (keyed by group, language and session). */
export function bannerGroupQueryOptions(
  group: BannerGroupName,
  language: string,
  token: string | null,
  client: ApiClient = api,
) {
  return announcementsQueryOptions(bannerGroupQuery(group, language), token, client);
}
