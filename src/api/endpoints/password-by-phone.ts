import { api, type ApiClient } from '../client';
import type { LoginAnswer } from '../../../shared/contract/calls/login.ts';
import {
  PASSWORD_BY_PHONE_PATH,
  type PasswordByPhone,
  passwordByPhoneAnswerSchema,
  type PASSWORD_BY_PHONE_MODULE,
} from '../../../shared/contract/calls/password-by-phone.ts';

/**
 * Setting a password by phone: encrypted, no session (the SMS code proves the number).
 * Resolves with the session of the account the number belongs to, or null.
 */
export async function setPasswordByPhone(
  payload: PasswordByPhone,
  client: ApiClient = api,
): Promise<LoginAnswer | null> {
  const answer = await client.post(PASSWORD_BY_PHONE_PATH, {
    moduleId: 'CHNGPASSVERIF3' satisfies typeof PASSWORD_BY_PHONE_MODULE,
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
