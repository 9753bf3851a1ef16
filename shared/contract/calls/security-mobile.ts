import type * as z from 'zod/mini';
import type { mobileCodeRequestSchema, mobileVerifyRequestSchema } from './security-requests.ts';

export { SECURITY_MODULE as SECURITY_MOBILE_MODULE } from './security-overview.ts';

/**
 * POST, member session (trial refused): texts a code to the member's number, or to a new one
 * (requirements D4.1, A4.7), under the SMS codes' send limits (429 with `value.expirationTime` while
 * the number waits). Answers `{ expirationTime }` (ms epoch, the end of the 60 s resend window) like
 * the other SMS calls; a number another member has answers `mobile.taken`.
 */
export const MOBILE_CODE_PATH = '/wps/security/mobile/code';

/**
 * POST, member session: the code sent to that number; the right one saves the number and marks it
 * verified and answers it masked; a wrong one `verification.code.invalid` (5 tries per code).
 */
export const MOBILE_VERIFY_PATH = '/wps/security/mobile/verify';

export type MobileCodeRequest = z.infer<typeof mobileCodeRequestSchema>;
export type MobileVerifyRequest = z.infer<typeof mobileVerifyRequestSchema>;
