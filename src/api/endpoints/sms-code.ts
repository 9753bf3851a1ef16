import * as z from 'zod/mini';
import { api, type ApiClient } from '../client';
import type { ModuleId } from '../../../shared/module-ids.ts';

/**
 * Which send call: registration, or the calls made without a session (SMS login and password
 * reset by phone both use `noLogin`, docs/api.md).
 */
export type SmsPurpose = 'register' | 'noLogin';

export const SMS_CODE_PATHS: Record<SmsPurpose, string> = {
  register: '/wps/verification/sms/register',
  noLogin: '/wps/verification/sms/noLogin',
};

const MODULES: Record<SmsPurpose, ModuleId> = { register: 'REGMOBVERF3', noLogin: 'VERIFICATION3' };

export interface SmsCodeRequest {
  mobileNum: string;
  countryDialingCode: string;
}

/** Requirements A3: `value.expirationTime`, a timestamp in ms (the end of the resend window). */
export const smsCodeSchema = z.object({ expirationTime: z.number().check(z.nonnegative()) });
export type SmsCodeAnswer = z.infer<typeof smsCodeSchema>;

export function sendSmsCode(
  purpose: SmsPurpose,
  request: SmsCodeRequest,
  client: ApiClient = api,
): Promise<SmsCodeAnswer> {
  return client.post(SMS_CODE_PATHS[purpose], {
    moduleId: MODULES[purpose],
    schema: smsCodeSchema,
    // Without a dialling code the server takes the region's (an empty one would be refused).
    body: request.countryDialingCode
      ? { mobileNum: request.mobileNum, countryDialingCode: request.countryDialingCode }
      : { mobileNum: request.mobileNum },
  });
}
