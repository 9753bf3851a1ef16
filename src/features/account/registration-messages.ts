import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import type { RegisterSettings } from '../../api/endpoints/register-settings';
import { fieldErrorMessage } from './account-messages';
import { RULE_INVALID, resolveRule, ruleMessage } from './field-rules';

/**
 * Field labels and error texts of the registration, forgot-password and change-password forms.
 * A rule failure shows the configured pattern message with {min} and {max} substituted (requirements A5): the demo configuration's messages are translated here, keyed by their exact template, and
 * any other configured message is shown as the server words it.
 */

type Bounds = (min: number, max: number) => MessageDescriptor;

const PATTERN_MESSAGES: Record<string, Bounds> = {
  'Username must be {min}-{max} letters or digits': (min, max) =>
    msg`Username must be ${min}-${max} letters or digits`,
  'Password must be {min}-{max} characters: letters, digits or !@#$%^&*._-': (min, max) =>
    msg`Password must be ${min}-${max} characters: letters, digits or !@#$%^&*._-`,
  'Please enter your {max} digit mobile number': (_min, max) =>
    msg`Please enter your ${max} digit mobile number`,
  'Enter {min}-{max} digits': (min, max) => msg`Enter ${min}-${max} digits`,
  'Enter {min}-{max} letters or digits': (min, max) => msg`Enter ${min}-${max} letters or digits`,
  'Enter {min}-{max} characters without spaces': (min, max) =>
    msg`Enter ${min}-${max} characters without spaces`,
  'Enter {min}-{max} characters starting with a letter': (min, max) =>
    msg`Enter ${min}-${max} characters starting with a letter`,
  'Enter a phone number of {min}-{max} digits': (min, max) =>
    msg`Enter a phone number of ${min}-${max} digits`,
  'Enter a valid e-mail address of {min}-{max} characters': (min, max) =>
    msg`Enter a valid e-mail address of ${min}-${max} characters`,
  'Name must be {min}-{max} characters without digits or symbols': (min, max) =>
    msg`Name must be ${min}-${max} characters without digits or symbols`,
  'Enter a date as YYYY-MM-DD': () => msg`Enter a date as YYYY-MM-DD`,
};

export const FIELD_LABELS: Record<string, MessageDescriptor> = {
  username: msg`Username`,
  password: msg`Password`,
  confimpsw: msg`Confirm password`,
  paymentPassword: msg`Payment password`,
  recommenderId: msg`Recommender ID`,
  nickname: msg`Nickname`,
  payeeName: msg`Payee name`,
  email: msg`E-mail`,
  mobileNum: msg`Mobile number`,
  idNumber: msg`ID number`,
  qqNum: msg`QQ`,
  facebook: msg`Facebook`,
  wechat: msg`WeChat`,
  line: msg`Line`,
  whatsapp: msg`WhatsApp`,
  zalo: msg`Zalo`,
  birthday: msg`Birthday`,
  captcha: msg`Captcha`,
  verificationCode: msg`SMS verification code`,
  affiliateCode: msg`Invitation code`,
  oldPassword: msg`Old password`,
  newPassword: msg`New password`,
  confirmNewPassword: msg`Confirm new password`,
};

// Fields whose 'required' text account-messages.ts already words (login fields).
const SHARED_REQUIRED = new Set([
  'username',
  'password',
  'mobileNum',
  'verificationCode',
  'captcha',
]);
const CONFIRMATIONS = new Set(['confimpsw', 'confirmNewPassword']);

/** The text of a configured rule failure of `field`. */
export function ruleFailureMessage(
  i18n: I18n,
  settings: RegisterSettings | null,
  ruleField: string,
): string {
  const resolved = settings ? resolveRule(settings, ruleField) : null;
  if (!resolved) return i18n._(msg`The value is not in the expected format`);
  const known = resolved.pattern ? PATTERN_MESSAGES[resolved.pattern.message] : undefined;
  return known
    ? i18n._(known(resolved.rule.minLength, resolved.rule.maxLength))
    : ruleMessage(resolved);
}

export interface MessageContext {
  settings: RegisterSettings | null;
  ageLimit?: number;
  /** The configured rule a form field follows when it is named differently (newPassword follows password). */
  ruleField?: string;
}

/** The text of a field's error code in these forms. */
export function accountFieldError(
  i18n: I18n,
  field: string,
  code: string,
  ctx: MessageContext,
): string {
  if (code === RULE_INVALID) return ruleFailureMessage(i18n, ctx.settings, ctx.ruleField ?? field);
  if (code === 'required') {
    if (CONFIRMATIONS.has(field)) return i18n._(msg`Please enter the password again`);
    if (field === 'oldPassword' || field === 'newPassword')
      return i18n._(msg`Please enter your password`);
    if (!SHARED_REQUIRED.has(field)) return i18n._(msg`This field is required`);
  }
  if (code === 'birthday.age') {
    const ageLimit = ctx.ageLimit ?? 18;
    return i18n._(msg`You must be at least ${ageLimit} years old`);
  }
  if (code === 'birthday.invalid') return i18n._(msg`Enter a valid date`);
  if (code === 'email.invalid') return i18n._(msg`Incorrect e-mail format`);
  return fieldErrorMessage(i18n, field, code);
}
