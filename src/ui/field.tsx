import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { cx } from './cx';
import styles from './field.module.css';

export interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'children'> {
  label: ReactNode;
  /** Error text; when present the input is aria-invalid and described by it. */
  error?: ReactNode;
  /** Help text under the input, always described. */
  hint?: ReactNode;
  /** Keeps the label for assistive technology only (the placeholder must then say the same). */
  hideLabel?: boolean;
  /** Content before the input, e.g. a dialling-code picker. */
  leading?: ReactNode;
  /** Content after the input, e.g. a show-password toggle or a send-code button. */
  trailing?: ReactNode;
  className?: string;
}

export const Field = forwardRef<HTMLInputElement, FieldProps>(function Field(
  {
    label,
    error,
    hint,
    hideLabel,
    leading,
    trailing,
    id,
    className,
    'aria-describedby': describedBy,
    ...input
  },
  ref,
) {
  const autoId = useId();
  const inputId = id ?? `${autoId}-input`;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const describedByIds = [describedBy, hint ? hintId : null, hasError ? errorId : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={cx(styles.field, hasError && styles.invalid, className)}>
      <label htmlFor={inputId} className={cx(styles.label, hideLabel && styles.hiddenLabel)}>
        {label}
      </label>
      <div className={styles.control}>
        {leading}
        <input
          {...input}
          ref={ref}
          id={inputId}
          className={styles.input}
          aria-invalid={hasError || undefined}
          aria-describedby={describedByIds || undefined}
        />
        {trailing}
      </div>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {hasError && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
});
