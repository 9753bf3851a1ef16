import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Field, type FieldProps } from './field';
import { Icon } from './icon';
import styles from './password-field.module.css';

export type PasswordFieldProps = Omit<FieldProps, 'type' | 'trailing'>;

/** A Field for passwords with a show/hide toggle (a pressed-state button with a fixed name). */
export function PasswordField(props: PasswordFieldProps) {
  const { t } = useLingui();
  const [visible, setVisible] = useState(false);
  return (
    <Field
      autoComplete="current-password"
      {...props}
      type={visible ? 'text' : 'password'}
      trailing={
        <button
          type="button"
          className={styles.toggle}
          aria-pressed={visible}
          aria-label={t`Show password`}
          onClick={() => setVisible((v) => !v)}
        >
          <Icon name={visible ? 'eye-off' : 'eye'} />
        </button>
      }
    />
  );
}
