import { asciiDigits } from '../../shared/contract/cashier.ts';
import { MOBILE_MAX_LENGTH } from '../../shared/contract/account.ts';
import { REWARD_LIMITS } from '../../shared/contract/rewards.ts';
import type { MaskedContact } from '../../shared/contract/calls/security-overview.ts';
import { errorCodeOf, type FieldErrors } from '../account/shared.ts';
import { refusedFields } from '../cashier/cashier-refusal.ts';

// The rules of the security centre's mobile and e-mail forms (requirements D4.1, D4.2): what the
// site checks before it sends, and where a server refusal shows. Bengali digits are read as digits
// (requirements C3.3). The server holds the site's real rules (the region's number pattern); the
// site checks the shape so a typo is told at once.

/** A number or code as the server takes it: ASCII digits, nothing around them. */
export function digitsOf(typed: string): string {
  return asciiDigits(typed).trim();
}

/** An empty number means the member's current one, when they have one (requirements D4.1). */
export function mobileError(typed: string, hasNumber: boolean): string | null {
  const digits = digitsOf(typed);
  if (digits === '') return hasNumber ? null : 'required';
  return /^\d+$/.test(digits) && digits.length >= 6 && digits.length <= MOBILE_MAX_LENGTH
    ? null
    : 'mobileNum.format';
}

export function codeError(typed: string): string | null {
  const code = digitsOf(typed);
  if (code === '') return 'required';
  return REWARD_LIMITS.emailCode.test(code) ? null : 'verificationCode.format';
}

/** The site's shape of an address: one @, a dotted domain, no spaces, at most 254 characters. */
export function emailError(typed: string): string | null {
  const email = typed.trim();
  if (email === '') return 'required';
  return email.length <= REWARD_LIMITS.emailMaxLength &&
    /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/u.test(email)
    ? null
    : 'email.invalid';
}

/** A refusal of a code form: on the field it concerns, else as a message. */
export interface CodeRefusal {
  fieldErrors: FieldErrors;
  errorCode: string | null;
  /** The code field is cleared after a wrong or expired code. */
  clearCode: boolean;
}

const CODE_CODES = ['verification.code.invalid', 'verification.code.expired'];

/** Where a refusal of sending or checking a code shows (`contactField`: mobileNum or email). */
export function codeRefusal(error: unknown, contactField: 'mobileNum' | 'email'): CodeRefusal {
  const code = errorCodeOf(error);
  if (CODE_CODES.includes(code))
    return { fieldErrors: { verificationCode: code }, errorCode: null, clearCode: true };
  if (code === 'mobile.taken' || code === 'email.invalid')
    return { fieldErrors: { [contactField]: code }, errorCode: null, clearCode: false };
  if (code === 'request_param_err') {
    const fields = refusedFields(error, [contactField, 'verificationCode']);
    if (Object.keys(fields).length > 0)
      return { fieldErrors: fields, errorCode: null, clearCode: false };
  }
  return { fieldErrors: {}, errorCode: code, clearCode: false };
}

export type { MaskedContact };
