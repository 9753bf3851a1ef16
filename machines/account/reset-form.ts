import type { FieldErrors } from './shared.ts';

/** Types and pure helpers of the forgot-password chart (machines/forgot-password.machine.ts). */

export type ResetMode = 'phone' | 'email';
export type ResetField =
  'mobileNum' | 'countryDialingCode' | 'verificationCode' | 'newPassword' | 'username' | 'email';
export type ResetValues = Record<ResetField, string>;
export interface PhoneReset {
  mobileNum: string;
  countryDialingCode: string;
  verificationCode: string;
  newPassword: string;
}

export interface ForgotPasswordInput {
  phoneEnabled: boolean;
  emailEnabled: boolean;
  countryDialingCode: string;
}

export interface ForgotPasswordContext extends ForgotPasswordInput {
  values: ResetValues;
  touched: boolean;
  fieldErrors: FieldErrors;
  errorCode: string | null;
}

export function phoneReset(v: ResetValues): PhoneReset {
  return {
    mobileNum: v.mobileNum.trim(),
    countryDialingCode: v.countryDialingCode,
    verificationCode: v.verificationCode.trim(),
    newPassword: v.newPassword,
  };
}
