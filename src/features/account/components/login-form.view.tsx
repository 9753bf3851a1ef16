import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useMachine } from '@xstate/react';
import {
  SOCIAL_FAILED,
  type LoginTab,
  type SocialChannel,
} from '../../../../machines/account/login-form.ts';
import { Button } from '../../../ui/button';
import { Field } from '../../../ui/field';
import { Tabs } from '../../../ui/tabs';
import { createLoginLogic } from '../actors/login.actors.ts';
import { errorMessage, fieldErrorMessage } from '../account-messages.ts';
import { MOBILE_MAX_LENGTH, SMS_CODE_MAX_LENGTH } from '../login-limits.ts';
import { LoginPasswordField } from './login-password-field.tsx';
import { socialChannelName } from './social-channel-names.ts';
import { SocialSignInButtons } from './social-sign-in-buttons.tsx';
import styles from './login-form.module.css';
import { inspected } from '../../../lib/inspected-actor.ts';
import { loadOnce } from '../../../lib/load-once.ts';
import { useSettled } from '../../../ui/use-settled.ts';

// What the form shows only later loads apart from it, so the login popup's first load leaves it
// out: the SMS code button (the mobile tab, after a switch) and the captcha (after a failed login,
// requirements A4). Both are fetched once the page has settled, the button also on a switch to its tab.
const loadSmsCodeButton = loadOnce(() => import('./sms-code-button.tsx'));
const loadCaptchaField = loadOnce(() => import('./captcha-field.tsx'));
const SmsCodeButton = lazy(() =>
  loadSmsCodeButton().then((module) => ({ default: module.SmsCodeButton })),
);
const CaptchaField = lazy(() =>
  loadCaptchaField().then((module) => ({ default: module.CaptchaField })),
);
const preload = (load: () => Promise<unknown>) => void load().catch(() => undefined);

export interface LoginFormProps {
  /** MOBILEVERCODELOGIN3: the mobile + SMS code tab. */
  mobileLoginEnabled: boolean;
  /** The region's dialling code (e.g. "880"), empty while it is not known yet. */
  countryDialingCode: string;
  /** The forgot-password link (password reset by phone or e-mail available). */
  forgotEnabled: boolean;
  /** The configured sign-up age (18 or 21), in the disclaimer. */
  ageLimit: number;
  /** After a successful login (the popup closes; the agent page moves on to the agent home). */
  onClose: () => void;
  /** The register link; the agent page has none (player registration makes members, not agents). */
  onOpenRegister?: (() => void) | undefined;
  onOpenForgot: () => void;
  /** The agent page logs in to the agent site: a non-agent is refused (requirements A6). */
  site?: 'member' | 'agent';
}

/** Renders the login chart (machines/login.machine.ts) inside the login popup. */
export function LoginForm({
  mobileLoginEnabled,
  countryDialingCode,
  forgotEnabled,
  ageLimit,
  onClose,
  onOpenRegister,
  onOpenForgot,
  site = 'member',
}: LoginFormProps) {
  const { t, i18n } = useLingui();
  const [captchaVersion, setCaptchaVersion] = useState(0);
  const onCloseRef = useRef(onClose);
  // A passive effect is soon enough (the ref is read only once a login has answered), and unlike a
  // layout effect it is quiet when the server renders the form (src/app/login-first-view.tsx).
  useEffect(() => {
    onCloseRef.current = onClose;
  });
  // The chart keeps closePopup for after a login; the ref is read then, never while rendering.
  /* eslint-disable react-hooks/refs -- the compiler cannot see that createLoginLogic only keeps the callback for later */
  const [logic] = useState(() =>
    createLoginLogic({
      refreshCaptcha: () => setCaptchaVersion((version) => version + 1),
      closePopup: () => onCloseRef.current(),
      site,
    }),
  );
  /* eslint-enable react-hooks/refs */
  const [snapshot, send] = useMachine(
    logic,
    inspected({ input: { mobileLoginEnabled, countryDialingCode } }),
  );
  const {
    tab,
    values,
    fieldErrors,
    errorCode,
    captchaShown,
    remember,
    disclaimerChecked,
    passwordVisible,
    social,
  } = snapshot.context;
  // The SMS code button's chart runs as the login chart's child, so its countdown survives a tab switch.
  const sms = snapshot.children.sms;

  // Shown errors are rebuilt in the new language (the chart debounces by 200 ms).
  const locale = i18n.locale;
  const firstLocale = useRef(locale);
  useEffect(() => {
    if (locale !== firstLocale.current) send({ type: 'language.changed' });
  }, [locale, send]);

  // The popup may open before the region's dialling code is known: the chart fills it in.
  useEffect(() => {
    if (countryDialingCode) send({ type: 'region.answered', dialingCode: countryDialingCode });
  }, [countryDialingCode, send]);

  const settled = useSettled();
  useEffect(() => {
    if (!settled) return;
    if (mobileLoginEnabled) preload(loadSmsCodeButton);
    preload(loadCaptchaField);
  }, [settled, mobileLoginEnabled]);

  const busy = snapshot.hasTag('busy');
  // A provider's sign-in or a refusal message locks the login and social buttons.
  const locked = snapshot.hasTag('locked');
  const change = (field: keyof typeof values) => (value: string) => {
    send({ type: 'field.changed', field, value });
  };
  const socialFailure = (channel: SocialChannel) => {
    const name = socialChannelName(channel);
    return t`Sign-in with ${name} failed`;
  };
  const errorOf = (field: string) => {
    const code = fieldErrors[field];
    return code ? fieldErrorMessage(i18n, field, code) : undefined;
  };

  const fields =
    tab === 'username' ? (
      <>
        <Field
          label={t`Username`}
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          value={values.username}
          error={errorOf('username')}
          onChange={(event) => change('username')(event.target.value)}
        />
        <LoginPasswordField
          value={values.password}
          visible={passwordVisible}
          error={errorOf('password')}
          onChange={change('password')}
          onToggle={() => send({ type: 'password.toggled' })}
        />
      </>
    ) : (
      <>
        <Field
          label={t`Mobile number`}
          name="mobileNum"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={MOBILE_MAX_LENGTH}
          hint={t`Please enter your 11 digit mobile number`}
          leading={
            values.countryDialingCode ? (
              <span className={styles.dialingCode}>+{values.countryDialingCode}</span>
            ) : undefined
          }
          value={values.mobileNum}
          error={errorOf('mobileNum')}
          onChange={(event) => change('mobileNum')(event.target.value)}
        />
        <Field
          label={t`SMS code`}
          name="verificationCode"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={SMS_CODE_MAX_LENGTH}
          value={values.verificationCode}
          error={errorOf('verificationCode')}
          onChange={(event) => change('verificationCode')(event.target.value.replace(/\D/g, ''))}
          trailing={
            <Suspense fallback={null}>
              <SmsCodeButton
                sms={sms}
                checking={snapshot.hasTag('smsChecking')}
                onRequest={() => send({ type: 'sms.requested' })}
              />
            </Suspense>
          }
        />
      </>
    );

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        send({ type: 'login.submit' });
      }}
    >
      {mobileLoginEnabled ? (
        <Tabs<LoginTab>
          label={t`Login method`}
          items={[
            { value: 'username', label: t`Username` },
            { value: 'sms', label: t`Mobile number` },
          ]}
          value={tab}
          onChange={(next) => {
            if (next === 'sms') preload(loadSmsCodeButton);
            send({ type: 'tab.changed', tab: next });
          }}
        >
          <div className={styles.fields}>{fields}</div>
        </Tabs>
      ) : (
        <div className={styles.fields}>{fields}</div>
      )}
      {captchaShown && (
        <Suspense fallback={null}>
          <CaptchaField
            value={values.captcha}
            refreshKey={captchaVersion}
            error={errorOf('captcha')}
            onChange={change('captcha')}
          />
        </Suspense>
      )}
      <div className={styles.row}>
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={remember}
            onChange={() => send({ type: 'remember.toggled' })}
          />
          <span>{t`Remember password`}</span>
        </label>
        {forgotEnabled && (
          <button type="button" className={styles.link} onClick={onOpenForgot}>
            {t`Forgot password?`}
          </button>
        )}
      </div>
      {errorCode !== null && (
        <div role="alert" className={styles.error}>
          <p>
            {errorCode === SOCIAL_FAILED && social
              ? socialFailure(social.channel)
              : errorMessage(i18n, errorCode)}
          </p>
          {snapshot.can({ type: 'error.dismissed' }) && (
            <Button
              size="sm"
              variant="secondary"
              onClick={() => send({ type: 'error.dismissed' })}
            >{t`OK`}</Button>
          )}
        </div>
      )}
      <Button type="submit" block loading={busy} disabled={!disclaimerChecked || locked}>
        {t`Login`}
      </Button>
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={disclaimerChecked}
          onChange={() => send({ type: 'disclaimer.toggled' })}
        />
        <span>{t`I am at least ${ageLimit} years old and agree to the terms and conditions.`}</span>
      </label>
      <SocialSignInButtons
        site={site}
        disabled={!disclaimerChecked || busy || locked}
        onChoose={(channel) => send({ type: 'social.chosen', channel })}
      />
      {onOpenRegister && (
        <p className={styles.switch}>
          {t`No account yet?`}{' '}
          <button type="button" className={styles.link} onClick={onOpenRegister}>
            {t`Register now`}
          </button>
        </p>
      )}
    </form>
  );
}
