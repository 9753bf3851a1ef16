import * as z from 'zod/mini';
import type { ModuleId } from '../../module-ids.ts';

/**
 * Which send call: registration, or the calls made without a session (SMS login and password
 * reset by phone both use `noLogin`, docs/api.md).
 */
export type SmsPurpose = 'register' | 'noLogin' | 'bindMobile';

export const SMS_CODE_PATHS: Record<SmsPurpose, string> = {
  register: '/wps/verification/sms/register',
  noLogin: '/wps/verification/sms/noLogin',
  // The security centre's (requirements D4.1): a member's session, to their number or a new one.
  bindMobile: '/wps/security/mobile/code',
};

export const SMS_CODE_MODULES: Record<SmsPurpose, ModuleId> = {
  register: 'REGMOBVERF3',
  noLogin: 'VERIFICATION3',
  bindMobile: 'SECPRIV',
};

export interface SmsCodeRequest {
  mobileNum: string;
  countryDialingCode: string;
}

/** Requirements A3: `value.expirationTime`, a timestamp in ms (the end of the resend window). */
export const smsCodeSchema = z.object({ expirationTime: z.number().check(z.nonnegative()) });
export type SmsCodeAnswer = z.infer<typeof smsCodeSchema>;
