import { forwardRef, useState, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Field } from '../../../ui/field';
import { Icon } from '../../../ui/icon';
import { Spinner } from '../../../ui/spinner';
import { CAPTCHA_MAX_LENGTH } from '../login-limits.ts';
import { useCaptchaImage, type CaptchaImage } from './use-captcha-image.ts';
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
 * The image captcha (requirements A5): numeric, at most 6 characters; the image comes from the
 * server, which keeps the answer. Tapping the image or the refresh button asks for a new one.
 */
export const CaptchaField = forwardRef<HTMLInputElement, CaptchaFieldProps>(function CaptchaField(
  { refreshKey = 0, ...props },
  ref,
) {
  const [ownRefreshes, setOwnRefreshes] = useState(0);
  const picture = useCaptchaImage(refreshKey + ownRefreshes * 1_000_003);
  return (
    <CaptchaPictureField
      ref={ref}
      {...props}
      picture={picture}
      onRefresh={() => setOwnRefreshes((count) => count + 1)}
    />
  );
});

export interface CaptchaPictureFieldProps extends Omit<CaptchaFieldProps, 'refreshKey'> {
  /** The picture as its owner (a hook or a chart) loads it. */
  picture: CaptchaImage;
  /** Tapping the picture asks its owner for a new one. */
  onRefresh: () => void;
}

/** The captcha field drawn from a picture its owner loads (the registration chart loads its own). */
export const CaptchaPictureField = forwardRef<HTMLInputElement, CaptchaPictureFieldProps>(
  function CaptchaPictureField(
    { value, onChange, error, disabled, name = 'captcha', picture, onRefresh },
    ref,
  ) {
    const { t } = useLingui();
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
          <button
            type="button"
            className={styles.image}
            onClick={onRefresh}
            aria-label={t`New picture`}
          >
            {picture.status === 'ready' && (
              <img src={picture.image} alt="" width={96} height={36} />
            )}
            {picture.status === 'loading' && <Spinner />}
            {picture.status === 'failed' && <Icon name="refresh" />}
          </button>
        }
      />
    );
  },
);
