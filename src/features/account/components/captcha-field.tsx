import { forwardRef, useState, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Field } from '../../../ui/field';
import { Icon } from '../../../ui/icon';
import { Spinner } from '../../../ui/spinner';
import { CAPTCHA_MAX_LENGTH } from '../login-rules.ts';
import { useCaptchaImage } from './use-captcha-image.ts';
import styles from './captcha-field.module.css';

export interface CaptchaFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** Translated error text shown under the field. */
  error?: ReactNode;
  /** Changing it fetches a new image (e.g. after a failed login or a tab switch). */
  refreshKey?: number;
  disabled?: boolean;
  name?: string;
}

/**
 * The image captcha (spec 000 §5): numeric, at most 6 characters; the image comes from the
 * server, which keeps the answer. Tapping the image or the refresh button asks for a new one.
 */
export const CaptchaField = forwardRef<HTMLInputElement, CaptchaFieldProps>(function CaptchaField(
  { value, onChange, error, refreshKey = 0, disabled, name = 'captcha' },
  ref,
) {
  const { t } = useLingui();
  const [ownRefreshes, setOwnRefreshes] = useState(0);
  const captcha = useCaptchaImage(refreshKey + ownRefreshes * 1_000_003);
  const refresh = () => setOwnRefreshes((count) => count + 1);

  return (
    <Field
      ref={ref}
      name={name}
      label={t`Verification code`}
      placeholder={t`Enter the code in the picture`}
      inputMode="numeric"
      autoComplete="off"
      maxLength={CAPTCHA_MAX_LENGTH}
      value={value}
      disabled={disabled}
      error={error}
      onChange={(event) => onChange(event.target.value.replace(/\D/g, ''))}
      trailing={
        <button type="button" className={styles.image} onClick={refresh} aria-label={t`New picture`}>
          {captcha.status === 'ready' && <img src={captcha.image} alt="" width={96} height={36} />}
          {captcha.status === 'loading' && <Spinner />}
          {captcha.status === 'failed' && <Icon name="refresh" />}
        </button>
      }
    />
  );
});
