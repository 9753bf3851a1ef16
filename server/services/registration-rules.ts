import type { SiteConfig } from '../config/site-config.ts';
import { REGISTRATION_FIELDS, type RegistrationField } from '../config/registration-fields.ts';
import { isModuleEnabled } from '../config/whitelabel.ts';
import type { FieldError } from '../http/errors.ts';

export type RegistrationVariant = 'username' | 'mobile';
export type FieldValues = Record<RegistrationField, string>;

/** Which fields a registration takes and which it must have, from the rules and flags in force. */
export interface FieldPlan {
  active: ReadonlySet<RegistrationField>;
  required: ReadonlySet<RegistrationField>;
  /** SMS verification of the mobile number (REGMOBVERF3). */
  smsRequired: boolean;
  /** False for a mobile registration without a password (MOBILENUMPASSREG3 off): the player logs in by SMS. */
  takesPassword: boolean;
}

export function planFields(config: SiteConfig, variant: RegistrationVariant): FieldPlan {
  const { fields } = config.registration;
  const smsRequired = isModuleEnabled(config.whitelabel, 'REGMOBVERF3');
  const takesPassword =
    variant === 'username' || isModuleEnabled(config.whitelabel, 'MOBILENUMPASSREG3');
  const active = new Set<RegistrationField>();
  const required = new Set<RegistrationField>();
  for (const field of REGISTRATION_FIELDS) {
    if (fields[field].enabled) active.add(field);
    if (fields[field].enabled && fields[field].required) required.add(field);
  }
  // The captcha is checked against its challenge, not as a field; the code only exists with SMS verification.
  for (const field of ['captcha', 'verificationCode'] as const) {
    active.delete(field);
    required.delete(field);
  }
  const must = (field: RegistrationField) => {
    active.add(field);
    required.add(field);
  };
  if (variant === 'username') must('username');
  // A mobile registration names the account after the number unless a user name is given.
  else required.delete('username');
  if (variant === 'mobile' || smsRequired) must('mobileNum');
  if (smsRequired) must('verificationCode');
  if (takesPassword) must('password');
  else {
    active.delete('password');
    required.delete('password');
  }
  return { active, required, smsRequired, takesPassword };
}

/** One field against its configured rule; an optional empty field passes (requirements A5). */
export function fieldError(
  config: SiteConfig,
  field: RegistrationField,
  value: string,
  required: boolean,
): FieldError | undefined {
  if (value === '') return required ? { field, reason: 'required' } : undefined;
  const rule = config.registration.fields[field];
  const pattern = config.registration.patterns[rule.patternId];
  const message = (pattern?.message ?? 'invalid')
    .replaceAll('{min}', String(rule.minLength))
    .replaceAll('{max}', String(rule.maxLength));
  const fits =
    value.length >= rule.minLength &&
    value.length <= rule.maxLength &&
    (pattern === undefined || new RegExp(pattern.regex).test(value));
  return fits ? undefined : { field, reason: message };
}

/** The same rules the site applies (requirements A5), so a client that skips them gains nothing. */
export function checkFields(
  config: SiteConfig,
  plan: FieldPlan,
  values: FieldValues,
): FieldError[] {
  const errors: FieldError[] = [];
  for (const field of plan.active) {
    const error = fieldError(config, field, values[field], plan.required.has(field));
    if (error !== undefined) errors.push(error);
  }
  return errors;
}

/** Whole years between a YYYY-MM-DD birthday and today, or undefined for an impossible date. */
export function ageOn(birthday: string, today: Date): number | undefined {
  const [year, month, day] = birthday.split('-').map(Number);
  if (year === undefined || month === undefined || day === undefined) return undefined;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date > today) return undefined;
  const beforeBirthday =
    today.getUTCMonth() < month - 1 ||
    (today.getUTCMonth() === month - 1 && today.getUTCDate() < day);
  return today.getUTCFullYear() - year - (beforeBirthday ? 1 : 0);
}
