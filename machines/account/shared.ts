/**
 * Pure helpers shared by the account charts (login, registration, password, trial, logout).
 * Plain TypeScript: no effects, so every chart that uses them still opens in the visualiser.
 */

/** A session as the login, registration and trial answers give it (requirements A3). */
export interface SessionInfo {
  token: string;
  userName: string;
  type: number;
  firstTimeLogin?: boolean;
}

/** Error codes per form field; a field without an entry is valid. */
export type FieldErrors = Readonly<Record<string, string>>;

// Its own file so the start-up chart, on every first load, does not carry the account helpers.
export { errorCodeOf } from '../error-code.ts';

/** A failed login whose error value carries `captcha: true` asks for a captcha from now on (requirements A8). */
export function carriesCaptcha(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('value' in error)) return false;
  const value: unknown = error.value;
  return (
    typeof value === 'object' && value !== null && 'captcha' in value && value.captcha === true
  );
}

export function hasErrors(errors: FieldErrors): boolean {
  return Object.keys(errors).length > 0;
}

/** The first invalid field in form order, for focusing it. */
export function firstInvalid(errors: FieldErrors, order: readonly string[]): string | null {
  return order.find((field) => field in errors) ?? Object.keys(errors)[0] ?? null;
}

/** Revalidated shown fields replace their old codes; fields that now pass drop out. */
export function mergeRevalidated(shown: FieldErrors, fresh: FieldErrors): FieldErrors {
  return Object.fromEntries(
    Object.keys(shown).flatMap((field) => (fresh[field] ? [[field, fresh[field]]] : [])),
  );
}

/** Confirmation is required and must equal the password (requirements A5). */
export function confirmError(password: string, confirmation: string): string | null {
  if (confirmation === '') return 'required';
  return confirmation === password ? null : 'password.confirm.mismatch';
}

/** Errors without the given field; keeps the object when nothing changes. */
export function withFieldError(
  errors: FieldErrors,
  field: string,
  code: string | null,
): FieldErrors {
  if (code === null) {
    if (!(field in errors)) return errors;
    const { [field]: _removed, ...rest } = errors;
    return rest;
  }
  return { ...errors, [field]: code };
}

/**
 * Forgot-password e-mail (requirements A5): word characters with optional dotted parts, an @, and a
 * domain with one to three suffixes of 2 to 3 letters.
 */
const EMAIL_PATTERN = /^\w+(\.\w+)*@[\w-]+(\.[A-Za-z]{2,3}){1,3}$/;

export function emailError(value: string): string | null {
  const email = value.trim();
  if (email === '') return 'required';
  return EMAIL_PATTERN.test(email) ? null : 'email.invalid';
}
