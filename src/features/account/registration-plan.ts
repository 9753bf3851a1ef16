import { confirmError, type FieldErrors } from '../../../machines/account/shared.ts';
import {
  REGISTRATION_FORM_ORDER,
  type RegisterMethod,
} from '../../../machines/account/registration-form.ts';
import { planRegistrationFields } from '../../../shared/contract/registration-fields.ts';
import type { RegisterSettings } from '../../api/endpoints/register-settings';
import { validateField } from '../../lib/form-rules';
import { ageOn, checkValue, resolveRule } from './field-rules';
import { LOGIN_RULES } from './login-rules';

/**
 * Which registration fields a tab shows and requires, from the field configuration and the
 * merchant's flags (requirements A2, A5, A6). The contract's plan decides
 * (shared/contract/registration-fields.ts), the one the server checks a registration against, so
 * whatever passes here passes there; the form adds what only it has: the password's confirmation,
 * the captcha, and the invitation field only where it applies. The mobile tab offers no user name
 * (the account is named after the number).
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
  name: (typeof REGISTRATION_FORM_ORDER)[number];
  required: boolean;
}

/** The planned fields in form order (requirements A2.9). */
export function registrationPlan(
  settings: RegisterSettings,
  flags: RegistrationFlags,
  method: RegisterMethod,
): PlannedField[] {
  const contract = planRegistrationFields((field) => settings.fields[field], method, flags);
  const plan: PlannedField[] = [];
  for (const name of REGISTRATION_FORM_ORDER) {
    if (name === 'confimpsw') {
      if (contract.has('password')) plan.push({ name, required: true });
    } else if (name === 'captcha') {
      // Checked against the server's challenge, so always required when shown (requirements A5).
      if (settings.fields[name]?.enabled === true) plan.push({ name, required: true });
    } else if (name === 'username') {
      if (method === 'username') plan.push({ name, required: true });
    } else {
      // Every other field as the contract's plan has it; the invitation field only where it applies.
      const required = contract.get(name);
      const shown = name !== 'affiliateCode' || flags.invitationShown;
      if (required !== undefined && shown) plan.push({ name, required });
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
