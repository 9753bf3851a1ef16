import { useLingui } from '@lingui/react/macro';
import { Field } from '../../../ui/field';
import { Icon } from '../../../ui/icon';
import styles from './login-form.module.css';

export interface LoginPasswordFieldProps {
  value: string;
  /** The chart's passwordVisible: the toggle is a chart event, not local state. */
  visible: boolean;
  error?: string | undefined;
  onChange: (value: string) => void;
  onToggle: () => void;
}

/** Password with the visibility toggle of requirements A2 (a pressed-state button with a fixed name). */
export function LoginPasswordField({
  value,
  visible,
  error,
  onChange,
  onToggle,
}: LoginPasswordFieldProps) {
  const { t } = useLingui();
  return (
    <Field
      label={t`Password`}
      name="password"
      type={visible ? 'text' : 'password'}
      autoComplete="current-password"
      value={value}
      error={error}
      onChange={(event) => onChange(event.target.value)}
      trailing={
        <button
          type="button"
          className={styles.toggle}
          aria-pressed={visible}
          aria-label={t`Show password`}
          onClick={onToggle}
        >
          <Icon name={visible ? 'eye-off' : 'eye'} />
        </button>
      }
    />
  );
}
