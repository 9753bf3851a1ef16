import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import type { DeviceKind } from '../../../../shared/contract/rewards.ts';

// The security centre's codes in words (requirements D4; docs/api.md "Rewards and security" error
// codes): the charts name a problem, the panels say it here, next to its field or as a message.

const PIN_CODES = {
  required: msg`Enter 6 digits`,
  'paymentPassword.format': msg`The payment password is exactly 6 digits`,
};

const FIELD_CODES: Readonly<Record<string, Readonly<Record<string, MessageDescriptor>>>> = {
  mobileNum: {
    required: msg`Enter your mobile number`,
    'mobileNum.format': msg`Enter the mobile number in digits, like 01712345678`,
    'mobile.taken': msg`Another member uses this number`,
  },
  email: {
    required: msg`Enter your e-mail address`,
    'email.invalid': msg`Enter an e-mail address like name@example.com`,
  },
  verificationCode: {
    required: msg`Enter the 6-digit code`,
    'verificationCode.format': msg`The code is 6 digits`,
    'verification.code.invalid': msg`The code is wrong, please type it again or get a new one`,
    'verification.code.expired': msg`The code has expired, please get a new one`,
  },
  loginPassword: {
    required: msg`Enter your login password`,
    'user.or.token.invalid': msg`The login password is wrong`,
  },
  oldPaymentPassword: {
    ...PIN_CODES,
    'payment.password.invalid': msg`The current payment password is wrong`,
  },
  paymentPassword: PIN_CODES,
  confirmPaymentPassword: {
    ...PIN_CODES,
    required: msg`Type the new payment password again`,
    'password.confirm.mismatch': msg`The two payment passwords are not the same`,
  },
};

/** One field's message; a reason the server named but this list lacks still says which field. */
export function securityFieldMessage(i18n: I18n, field: string, code: string): string {
  return i18n._(FIELD_CODES[field]?.[code] ?? msg`Check this field`);
}

const CODES: Readonly<Record<string, MessageDescriptor>> = {
  'trial.not.allowed': msg`Please login an actual account to use this function`,
  'login.not.session': msg`You are not logged in, please login first`,
  'too.many.requests': msg`Too many tries. Please wait a minute and try again`,
  'payment.password.required': msg`Set a payment password first`,
  'function.not.available': msg`This function is not available now`,
  'system.busy': msg`System upgrading, please try again later`,
  'network.offline': msg`No internet connection. Please try again`,
  'network.timeout': msg`The connection is slow. Please try again`,
};

/** A message that belongs to no field. */
export function securityErrorMessage(i18n: I18n, code: string): string {
  return i18n._(CODES[code] ?? msg`Something went wrong, please try again`);
}

export const DEVICE_LABELS: Readonly<Record<DeviceKind, MessageDescriptor>> = {
  phone: msg`Phone`,
  tablet: msg`Tablet`,
  desktop: msg`Computer`,
  other: msg`Other device`,
};
