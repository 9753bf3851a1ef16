import { useRef, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { ApiClient } from '../../../api/client';
import type { RegisterSettings } from '../../../api/endpoints/register-settings';
import type { RegisterMethod } from '../../../lib/device';
import { Button } from '../../../ui/button';
import { Tabs } from '../../../ui/tabs';
import { errorMessage } from '../account-messages';
import { resolveRule } from '../field-rules';
import { accountFieldError } from '../registration-messages';
import type { AffiliateLink } from '../registration-payload';
import { registrationPlan } from '../registration-plan';
import { CaptchaPictureField } from './captcha-field';
import { RegistrationFields } from './registration-fields';
import { RegistrationTerms } from './registration-terms';
import { SmsCodeButton } from './sms-code-button';
import { useRegistrationActor } from './use-registration-actor';
import styles from './account-form.module.css';

export interface RegistrationFormViewProps {
  settings: RegisterSettings;
  /** Enabled white-label modules (USERNAMEREG3, MOBILENUMREG3, REGMOBVERF3, MOBILENUMPASSREG3, AFFMAN3). */
  modules: ReadonlySet<string>;
  ageLimit: number;
  dialingCodes: readonly string[];
  defaultDialingCode: string;
  affiliate: AffiliateLink;
  onClose: () => void;
  onOpenLogin: () => void;
  client?: ApiClient;
  deviceMethod?: RegisterMethod;
}

/** Renders the registration chart (machines/registration.machine.ts) for one configuration. */
export function RegistrationFormView(props: RegistrationFormViewProps) {
  const { i18n, t } = useLingui();
  const { settings } = props;
  const formRef = useRef<HTMLFormElement>(null);
  const { actor, context, busy, flags, picture, sms, smsChecking } = useRegistrationActor(
    props,
    formRef,
  );
  const plan = registrationPlan(settings, flags, context.method);

  if (!context.usernameEnabled && !context.mobileEnabled) {
    return <p className={styles.status}>{t`Registration is not available at the moment.`}</p>;
  }

  const mobileRule = resolveRule(settings, 'mobileNum');
  const messageOf = (field: string, code: string) =>
    accountFieldError(i18n, field, code, { settings, ageLimit: props.ageLimit });
  const errors: Record<string, string | undefined> = {};
  for (const [field, code] of Object.entries(context.fieldErrors))
    errors[field] = messageOf(field, code);

  const change = (field: string, value: string) => {
    actor.send({ type: 'field.changed', field, value });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'register.submit' });
  };
  const max = mobileRule?.rule.maxLength ?? 11;
  const form = (
    <form ref={formRef} className={styles.form} noValidate onSubmit={submit} aria-busy={busy}>
      <RegistrationFields
        plan={plan}
        method={context.method}
        values={context.values}
        errors={errors}
        busy={busy}
        idOf={(field) => `register-${field}`}
        onChange={change}
        dialingCodes={props.dialingCodes}
        mobileHint={t`Please enter your ${max} digit mobile number`}
        smsButton={
          <SmsCodeButton
            sms={sms}
            checking={smsChecking}
            disabled={busy}
            onRequest={() => actor.send({ type: 'sms.requested' })}
          />
        }
        captcha={
          <CaptchaPictureField
            value={context.values.captcha ?? ''}
            onChange={(value) => change('captcha', value)}
            error={errors.captcha}
            picture={picture}
            onRefresh={() => actor.send({ type: 'captcha.refresh' })}
            disabled={busy}
          />
        }
      />
      <RegistrationTerms
        ageLimit={props.ageLimit}
        checked={context.termsAgreed}
        error={context.errorCode === 'terms.unchecked'}
        onToggle={() => actor.send({ type: 'terms.toggled' })}
      />
      {context.errorCode !== null && context.errorCode !== 'terms.unchecked' && (
        <p role="alert" className={styles.alert}>
          {errorMessage(i18n, context.errorCode)}
        </p>
      )}
      <Button type="submit" block loading={busy}>
        {t`Register`}
      </Button>
      <p className={styles.footer}>
        {t`Already have an account?`}
        <button type="button" className={styles.textButton} onClick={props.onOpenLogin}>
          {t`Log in`}
        </button>
      </p>
    </form>
  );

  if (!(context.usernameEnabled && context.mobileEnabled)) return form;
  return (
    <Tabs
      label={t`Registration method`}
      value={context.method}
      onChange={(method) => actor.send({ type: 'tab.changed', method })}
      items={[
        { value: 'mobileNum', label: t`Mobile number`, disabled: busy },
        { value: 'username', label: t`Username`, disabled: busy },
      ]}
    >
      {form}
    </Tabs>
  );
}
