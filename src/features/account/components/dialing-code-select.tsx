import { useLingui } from '@lingui/react/macro';
import styles from './account-form.module.css';

export interface DialingCodeSelectProps {
  value: string;
  /** Dialling codes of the regions (e.g. '880'), without the plus. */
  options: readonly string[];
  onChange: (code: string) => void;
  disabled?: boolean;
}

/** The country dialling-code picker placed before a mobile number (requirements A2). */
export function DialingCodeSelect({ value, options, onChange, disabled }: DialingCodeSelectProps) {
  const { t } = useLingui();
  // The current value stays choosable even when the region list has not loaded or lacks it.
  const codes = options.includes(value) || value === '' ? options : [value, ...options];
  return (
    <select
      className={styles.dialing}
      aria-label={t`Country dialling code`}
      value={value}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value)}
    >
      {codes.map((code) => (
        <option key={code} value={code}>
          +{code}
        </option>
      ))}
    </select>
  );
}
