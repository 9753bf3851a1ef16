import {
  ID_AND_MESSENGER_FIELDS,
  type RegisterMethod,
  type RegistrationField,
} from '../../shared/contract/registration-fields.ts';
import { confirmError, mergeRevalidated, withFieldError, type FieldErrors } from './shared.ts';

/** Types and pure helpers of the registration chart (machines/registration.machine.ts). */

export type { RegisterMethod };

/**
 * Form order (requirements A2.9 "Registration"): the first invalid field in this order gets the
 * focus. The contract's fields (shared/contract/registration-fields.ts) in the form's order, and
 * the password's confirmation, which only the form has.
 */
export const REGISTRATION_FORM_ORDER = [
  'username',
  'password',
  'confimpsw',
  'paymentPassword',
  'recommenderId',
  'nickname',
  'payeeName',
  'email',
  'mobileNum',
  ...ID_AND_MESSENGER_FIELDS,
  'birthday',
  'captcha',
  'verificationCode',
  'affiliateCode',
] as const satisfies readonly (RegistrationField | 'confimpsw')[];
export type RegistrationValues = Readonly<Record<string, string>>;

export interface RegistrationInput {
  /** USERNAMEREG3 */
  usernameEnabled: boolean;
  /** MOBILENUMREG3 */
  mobileEnabled: boolean;
  /** The invitation-code field is shown (enabled, and the affiliate state asks for it). */
  invitationEnabled: boolean;
  /** The SMS code is verified with the third-party phone-auth service before registering. */
  phoneAuthVerification: boolean;
  /** From the address (requirements A3: form value or the one from the address). */
  affiliateCode: string;
  countryDialingCode: string;
  /** The captcha is part of the form: its picture is fetched from the server. */
  captchaEnabled: boolean;
}

export interface RegistrationContext extends RegistrationInput {
  method: RegisterMethod;
  values: RegistrationValues;
  fieldErrors: FieldErrors;
  termsAgreed: boolean;
  /** From the phone-auth service, sent with the registration. */
  firebaseIdToken: string | null;
  errorCode: string | null;
  /** The current captcha picture (a data URL); null before the first one arrives or after a failed fetch. */
  captchaImage: string | null;
  /** The account name of the registered member, once registered. */
  registeredAs: string | null;
}

/** What the finished chart gives its owner. */
export interface RegistrationOutput {
  userName: string;
}

export interface RegistrationRequest {
  method: RegisterMethod;
  values: RegistrationValues;
  firebaseIdToken: string | null;
}

export interface ValidationRequest {
  method: RegisterMethod;
  values: RegistrationValues;
  /** Only these fields (revalidating shown errors); all enabled fields when null. */
  fields: string[] | null;
}

export function initialContext(input: RegistrationInput): RegistrationContext {
  return {
    ...input,
    method: input.mobileEnabled ? 'mobileNum' : 'username',
    values: { affiliateCode: input.affiliateCode, countryDialingCode: input.countryDialingCode },
    fieldErrors: {},
    termsAgreed: true,
    firebaseIdToken: null,
    errorCode: null,
    captchaImage: null,
    registeredAs: null,
  };
}

/**
 * Typing keeps every other value; a new password revalidates a confirmation already typed. (An
 * empty confirmation can only be flagged as required, which a new password does not change.)
 */
export function typed(
  context: RegistrationContext,
  field: string,
  value: string,
): Partial<RegistrationContext> {
  const values = { ...context.values, [field]: value };
  let fieldErrors = withFieldError(context.fieldErrors, field, null);
  const confirmation = values.confimpsw ?? '';
  if (field === 'password' && confirmation !== '') {
    fieldErrors = withFieldError(fieldErrors, 'confimpsw', confirmError(value, confirmation));
  }
  return { values, fieldErrors, errorCode: null };
}

/** The invitation code as it is checked and sent: typed, or the one from the address, without spaces. */
export function invitationCodeOf(context: RegistrationContext): string {
  // Stryker disable next-line StringLiteral: the values always hold affiliateCode (set from the input when the chart starts)
  return (context.values.affiliateCode ?? '').trim();
}

export function needsInvitationCheck(context: RegistrationContext): boolean {
  return context.invitationEnabled && invitationCodeOf(context) !== '';
}

/** The server's code for a user name that is already taken. */
export const USERNAME_TAKEN = 'username.exists';

/** The user name as it is sent and looked up: without surrounding spaces. */
export function usernameOf(context: RegistrationContext): string {
  return (context.values.username ?? '').trim();
}

/** Only the username tab names the account by its user name; a name the rules refused is not looked up. */
export function needsUsernameCheck(context: RegistrationContext, errors: FieldErrors): boolean {
  return context.method === 'username' && usernameOf(context) !== '' && !('username' in errors);
}

/**
 * Revalidated shown fields replace their old codes. A taken user name is the server's answer, not a
 * rule: it stays until the name is typed again, unless the rules now refuse the name themselves.
 */
export function revalidated(shown: FieldErrors, fresh: FieldErrors): FieldErrors {
  const merged = mergeRevalidated(shown, fresh);
  return shown.username === USERNAME_TAKEN && !('username' in merged)
    ? { ...merged, username: USERNAME_TAKEN }
    : merged;
}

/**
 * The mobile number's error for "Get code": the rules' answer for the field, and a code needs a
 * number even where the field itself is optional.
 */
export function smsNumberError(context: RegistrationContext, errors: FieldErrors): string | null {
  const ruled = errors['mobileNum'];
  if (ruled) return ruled;
  return (context.values.mobileNum ?? '').trim() === '' ? 'required' : null;
}
