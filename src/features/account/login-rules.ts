import type { FieldErrors } from '../../../machines/account/shared.ts';
import type { LoginTab, LoginValues } from '../../../machines/account/login-form.ts';
import {
  CAPTCHA_RULE_MAX_LENGTH,
  SMS_CODE_MAX_LENGTH,
  USERNAME_MAX_LENGTH,
} from '../../../shared/contract/account.ts';
import { validateField, validateForm, type FieldRule } from '../../lib/form-rules';

/**
 * The named rule sets of the login forms (requirements A5: loginUsername, loginPassword,
 * loginMobileNum, verificationCode), plus the captcha. Shared with forgot-password, whose user
 * name is checked by the same username rule.
 */
export const LOGIN_RULES = {
  loginUsername: [
    { type: 'required' },
    { type: 'whitespace' },
    // Letters, digits and the separators of seeded and trial names (demo_player, trial_…).
    { type: 'pattern', pattern: /^[A-Za-z0-9_.@-]+$/, code: 'format.invalid' },
    { type: 'range', min: 2, max: USERNAME_MAX_LENGTH, code: 'format.invalid' },
  ],
  loginPassword: [
    { type: 'required' },
    { type: 'whitespace' },
    { type: 'range', min: 6, max: 32, code: 'format.invalid' },
  ],
  // The player base uses 11-digit numbers (requirements A1, A5 hint).
  loginMobileNum: [
    { type: 'required' },
    { type: 'type', kind: 'digits', code: 'mobile.invalid' },
    { type: 'range', min: 11, max: 11, code: 'mobile.invalid' },
  ],
  // Numeric, at most 10 characters (requirements A5, A9).
  verificationCode: [
    { type: 'required' },
    { type: 'type', kind: 'digits', code: 'code.invalid' },
    { type: 'range', max: SMS_CODE_MAX_LENGTH, code: 'code.invalid' },
  ],
  // Required when shown ("write the code"); numeric; the rule text reads 1 to 16 digits, the
  // forms cap the input at 6 (requirements A5 gives both readings).
  captcha: [
    { type: 'required', code: 'captcha.required' },
    { type: 'type', kind: 'digits', code: 'captcha.format' },
    { type: 'range', min: 1, max: CAPTCHA_RULE_MAX_LENGTH, code: 'captcha.format' },
  ],
} as const satisfies Record<string, readonly FieldRule[]>;

export { CAPTCHA_MAX_LENGTH, MOBILE_MAX_LENGTH, SMS_CODE_MAX_LENGTH } from './login-limits.ts';

/** The login chart's `validateLogin`: the fields of the tab, the captcha when shown. */
export function validateLoginValues(
  { tab, values, captchaShown }: { tab: LoginTab; values: LoginValues; captchaShown: boolean },
  only: readonly string[] | null = null,
): FieldErrors {
  const rules: Record<string, readonly FieldRule[]> =
    tab === 'username'
      ? { username: LOGIN_RULES.loginUsername, password: LOGIN_RULES.loginPassword }
      : { mobileNum: LOGIN_RULES.loginMobileNum, verificationCode: LOGIN_RULES.verificationCode };
  if (captchaShown) rules['captcha'] = LOGIN_RULES.captcha;
  return validateForm(rules, values, only);
}

/** The SMS button checks only the mobile number before asking for a code (requirements A5). */
export function mobileNumError(mobileNum: string): string | null {
  return validateField(LOGIN_RULES.loginMobileNum, mobileNum.trim());
}
