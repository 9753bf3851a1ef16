import type { SocialChannel, SocialCredential } from '../../src/lib/social-sign-in.ts';
import type { FieldErrors, SessionInfo } from './shared.ts';

/** Types and pure helpers of the login chart (machines/login.machine.ts). */

export type LoginTab = 'username' | 'sms';
export type LoginField =
  'username' | 'password' | 'mobileNum' | 'countryDialingCode' | 'verificationCode' | 'captcha';
export type LoginValues = Record<LoginField, string>;

/** Remembered login (requirements A3); for the SMS tab `username` holds the mobile number. */
export interface SavedCredentials {
  type: LoginTab;
  username: string;
  password: string;
  countryDialingCode: string;
}

export type { SocialChannel, SocialCredential };

/** What the login call sends (requirements A3 login payload, plus the remember flag of requirements A7). */
export interface PasswordLoginRequest {
  type: LoginTab;
  username: string;
  password: string;
  captcha: string;
  countryDialingCode: string;
  remember: boolean;
}

/** A social sign-in's credential, sent as the firebase login (requirements A3). */
export interface SocialLoginRequest {
  type: 'firebase';
  firebaseChannel: SocialChannel;
  firebaseIdToken: string;
  firebaseMobileNo: string;
  countryDialingCode: string;
  captcha: string;
}

export type LoginRequest = PasswordLoginRequest | SocialLoginRequest;

/** Codes of a social sign-in that did not give a credential (the injected actor rejects with them). */
export const SOCIAL_CANCELLED = 'social.cancelled';
export const SOCIAL_FAILED = 'social.failed';

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
  /** The social channel being signed in with (and its credential once given); null for the form's own login. */
  social: { channel: SocialChannel; credential: SocialCredential | null } | null;
  /** The stored session, once logged in. */
  session: SessionInfo | null;
}

/** Only with mobile-verification login on is there a second tab; the tab shown cannot be switched to. */
export function canSwitch(context: LoginContext, tab: LoginTab): boolean {
  return context.mobileLoginEnabled && tab !== context.tab;
}

export function applySaved(
  context: LoginContext,
  saved: SavedCredentials | null,
): Partial<LoginContext> {
  if (!saved || saved.type !== context.tab) return { remember: false };
  const values = {
    ...context.values,
    countryDialingCode: saved.countryDialingCode || context.values.countryDialingCode,
  };
  return saved.type === 'username'
    ? { remember: true, values: { ...values, username: saved.username, password: saved.password } }
    : { remember: true, values: { ...values, mobileNum: saved.username } };
}

export function toRequest(context: LoginContext): LoginRequest {
  const { tab, values, remember, captchaShown, social } = context;
  if (social?.credential)
    return toSocialRequest(social.channel, social.credential, captchaShown ? values.captcha : '');
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

/** The firebase login of a social credential; the form's own fields are not sent (requirements A3). */
export function toSocialRequest(
  channel: SocialChannel,
  credential: SocialCredential,
  captcha: string,
): SocialLoginRequest {
  return {
    type: 'firebase',
    firebaseChannel: channel,
    firebaseIdToken: credential.idToken,
    firebaseMobileNo: credential.mobileNo ?? '',
    countryDialingCode: credential.countryDialingCode ?? '',
    captcha,
  };
}
