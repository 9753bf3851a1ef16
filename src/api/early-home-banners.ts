import {
  ANNOUNCEMENTS_PATH,
  announcementParams,
  homeBannersQuery,
} from './endpoints/announcements-request';
import { startEarlyGet, startUpHeaders } from './early-requests';

/**
 * The home screen's banner list exactly as its carousel will ask for it (src/features/home), in
 * the language start-up is about to store. The first banner is the page's largest paint: with the
 * list on its way while the bundle downloads, the banner no longer waits a round trip after it.
 */
export function startEarlyHomeBanners(): void {
  const headers = startUpHeaders();
  startEarlyGet(
    ANNOUNCEMENTS_PATH,
    headers,
    announcementParams(homeBannersQuery(headers['Language'] ?? '')),
  );
}
