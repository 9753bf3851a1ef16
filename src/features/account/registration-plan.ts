import { confirmError, type FieldErrors } from '../../../machines/account/shared.ts';
import {
  REGISTRATION_FIELDS,
  type RegisterMethod,
} from '../../../machines/account/registration-form.ts';
import type { RegisterSettings } from '../../api/endpoints/register-settings';
import { validateField } from '../../lib/form-rules';
import { ageOn, checkValue, resolveRule } from './field-rules';
import { LOGIN_RULES } from './login-rules';

/**
 * Which registration fields a tab shows and requires, from the field configuration and the
 * merchant's flags (requirements A2, A5, A6). It mirrors the server's plan, so whatever passes here
 * passes there: the user-name tab always asks for a user name and password; the mobile tab for the
 * number, and a password only with MOBILENUMPASSREG3; REGMOBVERF3 adds the number and its SMS code
 * to both tabs.
 */

export interface RegistrationFlags {
  /** REGMOBVERF3 */
  smsVerification: boolean;
  /** MOBILENUMPASSREG3 */
  mobilePassword: boolean;
  /** The invitation field applies: the code is enabled (AFFMAN3) and the address carries no affiliate link. */
  invitationShown: boolean;
}

export interface PlannedField {
  name: (typeof REGISTRATION_FIELDS)[number];
  required: boolean;
}

/** Every field the spec lists, in form order; each appears when enabled, the always-needed ones regardless. */
export function registrationPlan(
  settings: RegisterSettings,
  flags: RegistrationFlags,
  method: RegisterMethod,
): PlannedField[] {
  const enabled = (field: string) => settings.fields[field]?.enabled === true;
  const configuredRequired = (field: string) => settings.fields[field]?.required === true;
  const takesPassword = method === 'username' || flags.mobilePassword;
  const plan: PlannedField[] = [];
  for (const name of REGISTRATION_FIELDS) {
    switch (name) {
      case 'username':
        // The mobile tab names the account after the number.
        if (method === 'username') plan.push({ name, required: true });
        break;
      case 'password':
      case 'confimpsw':
        if (takesPassword) plan.push({ name, required: true });
        break;
      case 'mobileNum': {
        const must = method === 'mobileNum' || flags.smsVerification;
        if (must || enabled(name)) plan.push({ name, required: must || configuredRequired(name) });
        break;
      }
      case 'verificationCode':
        if (flags.smsVerification) plan.push({ name, required: true });
        break;
      case 'captcha':
        // Checked against the server's challenge, so always required when shown (requirements A5).
        if (enabled(name)) plan.push({ name, required: true });
        break;
      case 'affiliateCode':
        if (flags.invitationShown && enabled(name))
          plan.push({ name, required: configuredRequired(name) });
        break;
      // The rest follow the field configuration alone; named so that a new field is a choice, not a default.
      case 'paymentPassword':
      case 'recommenderId':
      case 'nickname':
      case 'payeeName':
      case 'email':
      case 'idNumber':
      case 'qqNum':
      case 'facebook':
      case 'wechat':
      case 'line':
      case 'whatsapp':
      case 'zalo':
      case 'birthday':
        if (enabled(name)) plan.push({ name, required: configuredRequired(name) });
        break;
    }
  }
  return plan;
}

/** Values the server trims before checking; checked trimmed here too. */
export const TRIMMED_FIELDS: ReadonlySet<string> = new Set([
  'username',
  'nickname',
  'payeeName',
  'email',
  'mobileNum',
  'captcha',
  'verificationCode',
  'affiliateCode',
]);

export const valueOf = (values: Readonly<Record<string, string>>, field: string): string => {
  const raw = values[field] ?? '';
  return TRIMMED_FIELDS.has(field) ? raw.trim() : raw;
};

export interface RegistrationCheck {
  settings: RegisterSettings;
  plan: readonly PlannedField[];
  values: Readonly<Record<string, string>>;
  ageLimit: number;
  today: Date;
  /** Only these fields (revalidating shown errors); every planned field when null. */
  only: readonly string[] | null;
}

/** Field codes of a registration form: rules, the confirmation, and the configured age limit. */
export function checkRegistration({
  settings,
  plan,
  values,
  ageLimit,
  today,
  only,
}: RegistrationCheck): FieldErrors {
  const errors: Record<string, string> = {};
  for (const { name, required } of plan) {
    if (only && !only.includes(name)) continue;
    const value = valueOf(values, name);
    let code: string | null;
    if (name === 'confimpsw') code = confirmError(values.password ?? '', value);
    else if (name === 'captcha') code = validateField(LOGIN_RULES.captcha, value);
    else code = checkValue(value, resolveRule(settings, name), required);
    if (code === null && name === 'birthday' && value !== '') {
      const age = ageOn(value, today);
      if (age === null) code = 'birthday.invalid';
      else if (age < ageLimit) code = 'birthday.age';
    }
    if (code !== null) errors[name] = code;
  }
  return errors;
}
