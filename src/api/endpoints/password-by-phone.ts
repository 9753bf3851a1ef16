import * as z from 'zod/mini';
import { api, type ApiClient } from '../client';
import { loginAnswerSchema, type LoginAnswer } from './login';

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

/**
 * Setting a password by phone: encrypted, no session (the SMS code proves the number).
 * Resolves with the session of the account the number belongs to, or null.
 */
export async function setPasswordByPhone(
  payload: PasswordByPhone,
  client: ApiClient = api,
): Promise<LoginAnswer | null> {
  const answer = await client.post(PASSWORD_BY_PHONE_PATH, {
    moduleId: 'CHNGPASSVERIF3',
    schema: passwordByPhoneAnswerSchema,
    encrypted: true,
    body: {
      newPassword: payload.newPassword,
      mobileNum: payload.mobileNum,
      // Unknown (the region list failed to load): the server then uses its region's code.
      ...(payload.countryDialingCode ? { countryDialingCode: payload.countryDialingCode } : {}),
      verificationCode: payload.verificationCode,
      ...(payload.firebaseIdToken ? { firebaseIdToken: payload.firebaseIdToken } : {}),
    },
  });
  return answer.session;
}
