import { startEarlyGet, startUpHeaders } from './early-requests';

export const SYSTEM_STATUS_PATH = '/wps/system/status';

/**
 * The status request exactly as start-up will make it: start-up stores the detected language
 * before asking, so the early request sends that language too (else its answer is not reused).
 */
export function startEarlyStatus(): void {
  startEarlyGet(SYSTEM_STATUS_PATH, startUpHeaders());
}
