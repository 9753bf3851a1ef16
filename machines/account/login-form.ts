import type { FieldErrors } from './shared.ts';

/** Types and pure helpers of the login chart (machines/login.machine.ts). */

export type LoginTab = 'username' | 'sms';
export type LoginField = 'username' | 'password' | 'mobileNum' | 'countryDialingCode' | 'verificationCode' | 'captcha';
export type LoginValues = Record<LoginField, string>;

/** Remembered login (spec 000 §3); for the SMS tab `username` holds the mobile number. */
export interface SavedCredentials {
  type: LoginTab;
  username: string;
  password: string;
  countryDialingCode: string;
}

/** What the login call sends (spec 000 §3 login payload, plus the remember flag of §7). */
export interface LoginRequest {
  type: LoginTab;
  username: string;
  password: string;
  captcha: string;
  countryDialingCode: string;
  remember: boolean;
}

export interface LoginValidation {
  tab: LoginTab;
  values: LoginValues;
  captchaShown: boolean;
  fields: string[] | null;
}

export interface LoginInput {
  /** MOBILEVERCODELOGIN3 */
  mobileLoginEnabled: boolean;
  countryDialingCode: string;
}

export interface LoginContext extends LoginInput {
  tab: LoginTab;
  values: LoginValues;
  remember: boolean;
  disclaimerChecked: boolean;
  passwordVisible: boolean;
  captchaShown: boolean;
  fieldErrors: FieldErrors;
  errorCode: string | null;
}

export function canSwitch(context: LoginContext, tab: LoginTab): boolean {
  return tab !== context.tab && (tab === 'username' || context.mobileLoginEnabled);
}

export function applySaved(context: LoginContext, saved: SavedCredentials | null): Partial<LoginContext> {
  if (!saved || saved.type !== context.tab) return { remember: false };
  const values = { ...context.values, countryDialingCode: saved.countryDialingCode || context.values.countryDialingCode };
  return saved.type === 'username'
    ? { remember: true, values: { ...values, username: saved.username, password: saved.password } }
    : { remember: true, values: { ...values, mobileNum: saved.username } };
}

export function toRequest({ tab, values, remember, captchaShown }: LoginContext): LoginRequest {
  const sms = tab === 'sms';
  return {
    type: tab,
    username: sms ? values.mobileNum : values.username,
    password: sms ? values.verificationCode : values.password,
    captcha: captchaShown ? values.captcha : '',
    countryDialingCode: values.countryDialingCode,
    remember,
  };
}

export function toSaved({ tab, values }: LoginContext): SavedCredentials {
  const sms = tab === 'sms';
  return {
    type: tab,
    username: sms ? values.mobileNum : values.username,
    password: sms ? '' : values.password,
    countryDialingCode: values.countryDialingCode,
  };
}
