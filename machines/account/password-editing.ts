import { assign, type EventObject } from 'xstate';
import { confirmError, withFieldError, type FieldErrors } from './shared.ts';

/**
 * The editing part shared by the charts where a player types a new password twice: change password
 * (requirements A2.11) and the mailed reset link. Both keep what was typed, clear a field's error as
 * it is typed in, show or hide a password, and check the fields on submit; the confirmation rule
 * (required, equal to the new password: requirements A5) is the same in both.
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
 * The editing state's transitions, for a chart whose context has the form and whose events include
 * the editing events: typing keeps the value and clears that field's error, the eye button shows or
 * hides a password, submit goes to the chart's `validating` state with no error code left.
 */
export function passwordEditingTransitions<
  TField extends string,
  TShown extends TField,
  TContext extends PasswordForm<TField, TShown>,
  TEvent extends EventObject,
>() {
  type Changed = Extract<TEvent, { type: 'field.changed' }> & { field: TField; value: string };
  type Toggled = Extract<TEvent, { type: 'visibility.toggled' }> & { field: TShown };
  // TypeScript cannot tell that a part of the form is a part of TContext, which extends the form.
  const part = (form: Partial<PasswordForm<TField, TShown>>) => form as Partial<TContext>;
  return {
    'field.changed': {
      actions: assign<TContext, Changed, undefined, TEvent, never>(({ context, event }) =>
        part({
          values: { ...context.values, [event.field]: event.value },
          fieldErrors: withFieldError(context.fieldErrors, event.field, null),
        }),
      ),
    },
    'visibility.toggled': {
      actions: assign<TContext, Toggled, undefined, TEvent, never>(({ context, event }) =>
        part({ visible: { ...context.visible, [event.field]: !context.visible[event.field] } }),
      ),
    },
    'password.submit': {
      target: 'validating',
      actions: assign<
        TContext,
        Extract<TEvent, { type: 'password.submit' }>,
        undefined,
        TEvent,
        never
      >(() => part({ errorCode: null })),
    },
  } as const;
}
