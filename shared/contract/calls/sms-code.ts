import * as z from 'zod/mini';
import type { ModuleId } from '../../module-ids.ts';

/**
 * Which send call: registration, or the calls made without a session (SMS login and password
 * reset by phone both use `noLogin`, docs/api.md).
 */
export type SmsPurpose = 'register' | 'noLogin';

export const SMS_CODE_PATHS: Record<SmsPurpose, string> = {
  register: '/wps/verification/sms/register',
  noLogin: '/wps/verification/sms/noLogin',
};

export const SMS_CODE_MODULES: Record<SmsPurpose, ModuleId> = {
  register: 'REGMOBVERF3',
  noLogin: 'VERIFICATION3',
};

export interface SmsCodeRequest {
  mobileNum: string;
  countryDialingCode: string;
}

/** Requirements A3: `value.expirationTime`, a timestamp in ms (the end of the resend window). */
export const smsCodeSchema = z.object({ expirationTime: z.number().check(z.nonnegative()) });
export type SmsCodeAnswer = z.infer<typeof smsCodeSchema>;
