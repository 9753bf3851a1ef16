import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { lastSelfExclusionEnd } from '../../api/endpoints/login.ts';
import { bangladeshDateTime } from '../../lib/bangladesh-time.ts';

/**
 * Translations of the codes the account charts and the API speak (charts speak in codes, views
 * translate). Field codes depend on the field ('required' reads differently for a password and a
 * captcha); server codes read the same everywhere.
 */

const REQUIRED: Record<string, MessageDescriptor> = {
  username: msg`Please enter your username`,
  password: msg`Please enter your password`,
  mobileNum: msg`Please enter your mobile number`,
  verificationCode: msg`Please enter a valid verification code`,
  captcha: msg`Please write the code`,
};

const FIELD_CODES: Record<string, MessageDescriptor> = {
  'format.invalid': msg`Account, Password and E-mail format incorrect`,
  'mobile.invalid': msg`Enter a valid mobile number`,
  'code.invalid': msg`Please enter a valid verification code`,
  'captcha.required': msg`Please write the code`,
  'captcha.format': msg`Enter the digits you see, or the result of the sum`,
};

const SERVER_CODES: Record<string, MessageDescriptor> = {
  request_param_err: msg`Please check the information you entered`,
  'function.not.available': msg`Account does not have permission or feature unavailable`,
  'login.not.session': msg`You are not logged in, please login first`,
  'user.or.token.invalid': msg`Incorrect username or password`,
  'user.not.exist.or.disabled': msg`User does not exist or is disabled`,
  'username.exists': msg`Username already exists`,
  'captcha.required': msg`Please write the code`,
  'captcha.invalid': msg`Verification code error`,
  'verification.code.invalid': msg`Verification code error`,
  'verification.code.expired': msg`The verification code has expired, please request a new one`,
  'affiliate.invalid': msg`Invalid invitation code`,
  'modify.new.old.same': msg`The new password and the old password cannot be the same`,
  'password.confirm.mismatch': msg`Confirmation password not matched`,
  'non.member.login': msg`Non-member account unable to login`,
  'non.agent.login': msg`Non-agents cannot log in`,
  'trial.not.allowed': msg`Please login an actual account to use this function`,
  'too.many.requests': msg`Too many attempts, please try again later`,
  maintenance: msg`The platform is under maintenance`,
  'region.restricted': msg`IP or location access restricted`,
  'system.busy': msg`System upgrading, please try again later`,
  'network.offline': msg`No internet connection`,
  'network.timeout': msg`The connection is slow, please try again`,
};

const UNKNOWN = msg`Unknown error`;

/** The message of a field's error code. */
export function fieldErrorMessage(i18n: I18n, field: string, code: string): string {
  const descriptor =
    code === 'required' ? REQUIRED[field] : (FIELD_CODES[code] ?? SERVER_CODES[code]);
  return i18n._(descriptor ?? UNKNOWN);
}

/** The message of a failed call's code (ApiError.code, or a chart's errorCode). */
export function errorMessage(i18n: I18n, code: string): string {
  if (code === 'account.self.excluded') {
    // Requirements D5.3: the end of the self-exclusion, in Bangladesh time.
    const until = lastSelfExclusionEnd();
    const end = until === null ? '' : bangladeshDateTime(until);
    return end === ''
      ? i18n._(msg`Your account is self-excluded. Please try again later.`)
      : i18n._(msg`Your account is self-excluded until ${end} (Bangladesh time).`);
  }
  return i18n._(SERVER_CODES[code] ?? UNKNOWN);
}
