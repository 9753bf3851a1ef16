import type { SiteConfig } from '../config/site-config.ts';
import {
  planRegistrationFields,
  type RegistrationField,
} from '../../shared/contract/registration-fields.ts';
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
  const mobilePassword = isModuleEnabled(config.whitelabel, 'MOBILENUMPASSREG3');
  // The site plans its form with the same function, so both take and require the same fields.
  const plan = planRegistrationFields(
    (field) => fields[field],
    variant === 'username' ? 'username' : 'mobileNum',
    { smsVerification: smsRequired, mobilePassword },
  );
  const active = new Set(plan.keys());
  const required = new Set([...plan].filter(([, must]) => must).map(([field]) => field));
  return { active, required, smsRequired, takesPassword: variant === 'username' || mobilePassword };
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
