import { useId } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { VisuallyHidden } from '../../../ui/visually-hidden';
import styles from './account-form.module.css';

export interface RegistrationTermsProps {
  /** The configured age limit (18 or 21, requirements A1). */
  ageLimit: number;
  checked: boolean;
  /** Submitted while unchecked (requirements A4 disclaimer error). */
  error: boolean;
  onToggle: () => void;
}

// The terms open in a new tab so nothing typed in the form is lost.
const TERMS_HREF = `${import.meta.env.BASE_URL}help?tag=terms`;

/** The terms-agreement box, checked by default, with the link to the terms (requirements A2). */
export function RegistrationTerms({ ageLimit, checked, error, onToggle }: RegistrationTermsProps) {
  const { t } = useLingui();
  const id = useId();
  return (
    <div className={styles.terms}>
      <div className={styles.termsRow}>
        <input
          id={id}
          type="checkbox"
          checked={checked}
          onChange={onToggle}
          aria-invalid={error || undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <label htmlFor={id}>
          <Trans>I am at least {ageLimit} years old and agree to the terms and conditions.</Trans>
        </label>
      </div>
      <a className={styles.link} href={TERMS_HREF} target="_blank" rel="noopener noreferrer">
        {t`Read the terms and conditions`}
        <VisuallyHidden> {t`(opens in a new tab)`}</VisuallyHidden>
      </a>
      {error && (
        <p id={`${id}-error`} role="alert" className={styles.termsError}>
          {t`Please read and agree to the terms and conditions`}
        </p>
      )}
    </div>
  );
}
