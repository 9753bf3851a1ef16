import * as z from 'zod/mini';
import { loginAnswerSchema } from './login.ts';
import type { ModuleId } from '../../module-ids.ts';

export const PASSWORD_BY_PHONE_MODULE = 'CHNGPASSVERIF3' satisfies ModuleId;

export const PASSWORD_BY_PHONE_PATH = '/wps/member/password/verification';

/** Requirements A3 password-reset payload (by phone); firebaseIdToken only with the phone-auth service. */
export interface PasswordByPhone {
  newPassword: string;
  mobileNum: string;
  countryDialingCode: string;
  verificationCode: string;
  firebaseIdToken?: string;
}

/**
 * The answer: the account the number belongs to and its new session, or no session when that
 * account may not use this site (server/README.md).
 */
export const passwordByPhoneAnswerSchema = z.object({
  userName: z.string(),
  session: z.nullable(loginAnswerSchema),
});
