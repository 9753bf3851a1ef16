import { detectLanguage } from '../i18n/detect-language';
import { getLanguage } from '../lib/storage';
import { ANNOUNCEMENTS_PATH, announcementParams, homeBannersQuery } from './endpoints/announcements-request';
import { startEarlyGet } from './early-requests';
import { requestHeaders } from './request-headers';

/**
 * The home screen's banner list exactly as its carousel will ask for it (src/features/home), in
 * the language start-up is about to store. The first banner is the page's largest paint: with the
 * list on its way while the bundle downloads, the banner no longer waits a round trip after it.
 */
export function startEarlyHomeBanners(): void {
  const language = detectLanguage({ search: window.location.search, stored: getLanguage() });
  const headers = requestHeaders({ moduleId: 'COMM3', userAgent: navigator.userAgent, installedWebApp: false });
  headers['Language'] = language;
  startEarlyGet(ANNOUNCEMENTS_PATH, headers, announcementParams(homeBannersQuery(language)));
}
