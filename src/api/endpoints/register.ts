import type { RegisterMethod } from '../../lib/device';
import { api, type ApiClient } from '../client';
import { loginAnswerSchema, type LoginAnswer } from '../../../shared/contract/calls/login.ts';
import { REGISTER_MODULES, REGISTER_PATHS } from '../../../shared/contract/calls/register.ts';

/** Requirements A3 registration payload: every key is sent, optional fields as empty strings. */
export interface RegistrationPayload {
  countryDialingCode: string;
  /** The current host name. */
  registerUrl: string;
  registerMethod: RegisterMethod;
  username: string;
  password: string;
  confirmPassword: string;
  affiliateCode: string;
  paymentPassword: string;
  recommenderId: string;
  nickname: string;
  payeeName: string;
  email: string;
  mobileNum: string;
  idNumber: string;
  qqNum: string;
  facebook: string;
  wechat: string;
  line: string;
  whatsapp: string;
  zalo: string;
  /** YYYY-MM-DD or empty. */
  birthday: string;
  captcha: string;
  type: 0;
  /** The affiliate domain from the address. */
  domain: string;
  verificationCode: string;
  /** Only with the third-party phone-auth service. */
  firebaseChannel?: 'sms';
  firebaseIdToken?: string;
}

/** Requirements A7 register: PUT, encrypted, answered like a login (the new member is logged in); the user-name and mobile variants differ only in path and module. */
export function register(
  method: keyof typeof REGISTER_PATHS,
  payload: RegistrationPayload,
  client: ApiClient = api,
): Promise<LoginAnswer> {
  return client.put(REGISTER_PATHS[method], {
    moduleId: REGISTER_MODULES[method],
    schema: loginAnswerSchema,
    encrypted: true,
    // An unknown dialling code is left out: the server then uses its region's code.
    body: payload.countryDialingCode ? payload : withoutDialingCode(payload),
  });
}

function withoutDialingCode({
  countryDialingCode: _unknown,
  ...rest
}: RegistrationPayload): Omit<RegistrationPayload, 'countryDialingCode'> {
  return rest;
}
