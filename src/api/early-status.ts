import { detectLanguage } from '../i18n/detect-language';
import { getLanguage } from '../lib/storage';
import { startEarlyGet } from './early-requests';
import { requestHeaders } from './request-headers';

export const SYSTEM_STATUS_PATH = '/wps/system/status';

/**
 * The status request exactly as start-up will make it: start-up stores the detected language
 * before asking, so the early request sends that language too (else its answer is not reused).
 */
export function startEarlyStatus(): void {
  const headers = requestHeaders({ moduleId: 'COMM3', userAgent: navigator.userAgent, installedWebApp: false });
  headers['Language'] = detectLanguage({ search: window.location.search, stored: getLanguage() });
  startEarlyGet(SYSTEM_STATUS_PATH, headers);
}
