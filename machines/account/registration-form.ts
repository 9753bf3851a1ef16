import { confirmError, withFieldError, type FieldErrors } from './shared.ts';

/** Types and pure helpers of the registration chart (machines/registration.machine.ts). */

export type RegisterMethod = 'username' | 'mobileNum';

/** Form order (spec 000 §2 "Registration"): the first invalid field in this order gets the focus. */
export const REGISTRATION_FIELDS = [
  'username', 'password', 'confimpsw', 'paymentPassword', 'recommenderId', 'nickname', 'payeeName', 'email',
  'mobileNum', 'idNumber', 'qqNum', 'facebook', 'wechat', 'line', 'whatsapp', 'zalo', 'birthday', 'captcha',
  'verificationCode', 'affiliateCode',
] as const;

export type RegistrationField = (typeof REGISTRATION_FIELDS)[number] | 'countryDialingCode';
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
  /** From the address (spec 000 §3: form value or the one from the address). */
  affiliateCode: string;
  countryDialingCode: string;
}

export interface RegistrationContext extends RegistrationInput {
  method: RegisterMethod;
  values: RegistrationValues;
  fieldErrors: FieldErrors;
  termsAgreed: boolean;
  /** From the phone-auth service, sent with the registration. */
  firebaseIdToken: string | null;
  errorCode: string | null;
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
  };
}

/** Typing keeps every other value; a new password revalidates a confirmation already typed or flagged. */
export function typed(context: RegistrationContext, field: string, value: string): Partial<RegistrationContext> {
  const values = { ...context.values, [field]: value };
  let fieldErrors = withFieldError(context.fieldErrors, field, null);
  if (field === 'password' && ((values.confimpsw ?? '') !== '' || 'confimpsw' in context.fieldErrors)) {
    fieldErrors = withFieldError(fieldErrors, 'confimpsw', confirmError(value, values.confimpsw ?? ''));
  }
  return { values, fieldErrors, errorCode: null };
}

export function needsInvitationCheck(context: RegistrationContext): boolean {
  return context.invitationEnabled && (context.values.affiliateCode ?? '').trim() !== '';
}
