import type * as z from 'zod/mini';
import type { emailCodeRequestSchema, emailVerifyRequestSchema } from './security-requests.ts';

export { SECURITY_MODULE as SECURITY_EMAIL_MODULE } from './security-overview.ts';

/**
 * POST, member session (trial refused): mails a 6-digit code to the address (requirements D4.2):
 * valid 10 minutes, 5 tries, under the same send limits as SMS codes. Answers `{ expirationTime }`
 * (ms epoch, the end of the resend window); an address the site does not accept `email.invalid`.
 */
export const EMAIL_CODE_PATH = '/wps/security/email/code';

/**
 * POST, member session: the code last mailed; the right one saves the address as verified and
 * answers it masked; a wrong one `verification.code.invalid`, an expired one
 * `verification.code.expired`.
 */
export const EMAIL_VERIFY_PATH = '/wps/security/email/verify';

export type EmailCodeRequest = z.infer<typeof emailCodeRequestSchema>;
export type EmailVerifyRequest = z.infer<typeof emailVerifyRequestSchema>;
