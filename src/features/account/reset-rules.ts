import type { FieldErrors } from '../../../machines/account/shared.ts';
import type { ResetMode, ResetValues } from '../../../machines/account/reset-form.ts';
import type { RegisterSettings } from '../../api/endpoints/register-settings';
import { validateField } from '../../lib/form-rules';
import { checkValue, resolveRule } from './field-rules';
import { LOGIN_RULES, mobileNumError } from './login-rules';

/**
 * The forgot-password chart's `validateReset` (requirements A5). Phone: the number and the SMS code by
 * the login rule sets, the new password by the configured password rule (the one the server
 * applies; the login password rule when the configuration could not be read). E-mail: the user
 * name by the shared login username rule; the chart adds the e-mail rule itself.
 */
export function validateResetValues(
  mode: ResetMode,
  values: ResetValues,
  settings: RegisterSettings | null,
): FieldErrors {
  const errors: Record<string, string> = {};
  const add = (field: string, code: string | null) => {
    if (code !== null) errors[field] = code;
  };
  if (mode === 'phone') {
    add('mobileNum', mobileNumError(values.mobileNum));
    add(
      'verificationCode',
      validateField(LOGIN_RULES.verificationCode, values.verificationCode.trim()),
    );
    add('newPassword', newPasswordError(values.newPassword, settings));
  } else {
    add('username', validateField(LOGIN_RULES.loginUsername, values.username.trim()));
  }
  return errors;
}

/** A new password follows the registration password rule, as the server checks it. */
export function newPasswordError(
  password: string,
  settings: RegisterSettings | null,
): string | null {
  const rule = settings ? resolveRule(settings, 'password') : null;
  return rule
    ? checkValue(password, rule, true)
    : validateField(LOGIN_RULES.loginPassword, password);
}
