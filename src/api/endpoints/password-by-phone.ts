import { api, type ApiClient } from '../client';
import { noValue } from '../envelope';

export const PASSWORD_BY_PHONE_PATH = '/wps/member/password/verification';

/** Spec 000 §3 password-reset payload (by phone); firebaseIdToken only with the phone-auth service. */
export interface PasswordByPhone {
  newPassword: string;
  mobileNum: string;
  countryDialingCode: string;
  verificationCode: string;
  firebaseIdToken?: string;
}

/** Spec 000 §7 set password by phone: encrypted, no session (the SMS code proves the number). */
export function setPasswordByPhone(payload: PasswordByPhone, client: ApiClient = api): Promise<void> {
  return client.post(PASSWORD_BY_PHONE_PATH, {
    moduleId: 'CHNGPASSVERIF3',
    schema: noValue,
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
}
