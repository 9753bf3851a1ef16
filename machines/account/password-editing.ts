import { confirmError, withFieldError, type FieldErrors } from './shared.ts';

/**
 * The editing part shared by the charts where a player types a new password twice: change password
 * (requirements A2.11) and the mailed reset link. Both keep what was typed, clear a field's error as
 * it is typed in, show or hide a password, and check the fields on submit; the confirmation rule
 * (required, equal to the new password: requirements A5) is the same in both. Each chart writes its
 * editing state's transitions out in full (the Stately editor reads a chart without running it);
 * what they compute is here.
 */

/** The form part of such a chart's context. */
export interface PasswordForm<TField extends string, TShown extends TField> {
  values: Record<TField, string>;
  visible: Record<TShown, boolean>;
  fieldErrors: FieldErrors;
  errorCode: string | null;
}

/** The events of the editing state. */
export type PasswordEditingEvent<TField extends string, TShown extends TField> =
  | { type: 'field.changed'; field: TField; value: string }
  | { type: 'visibility.toggled'; field: TShown }
  | { type: 'password.submit' };

/** The validator's codes plus the confirmation rules: required, and equal to the new password. */
export function withConfirmation(
  values: { newPassword: string; confirmNewPassword: string },
  errors: FieldErrors,
): FieldErrors {
  return withFieldError(
    errors,
    'confirmNewPassword',
    confirmError(values.newPassword, values.confirmNewPassword),
  );
}

/**
 * Typing into a field keeps the value and clears that field's error (the `field.changed`
 * transition of the editing state, which each chart writes out).
 */
export function typedInto<TField extends string>(
  form: { values: Record<TField, string>; fieldErrors: FieldErrors },
  field: TField,
  value: string,
): { values: Record<TField, string>; fieldErrors: FieldErrors } {
  return {
    values: { ...form.values, [field]: value },
    fieldErrors: withFieldError(form.fieldErrors, field, null),
  };
}

/** The eye button shows or hides a password (the `visibility.toggled` transition). */
export function toggledVisibility<TShown extends string>(
  visible: Record<TShown, boolean>,
  field: TShown,
): Record<TShown, boolean> {
  return { ...visible, [field]: !visible[field] };
}
