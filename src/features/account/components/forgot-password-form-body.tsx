import { useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import type { ResetField, ResetMode } from '../../../../machines/account/reset-form.ts';
import type { ApiClient } from '../../../api/client';
import type { RegisterSettings } from '../../../api/endpoints/register-settings';
import { Button } from '../../../ui/button';
import { Field } from '../../../ui/field';
import { PasswordField } from '../../../ui/password-field';
import { Tabs } from '../../../ui/tabs';
import { errorMessage } from '../account-messages';
import { createForgotPasswordLogic } from '../actors/forgot-password.actors';
import { MOBILE_MAX_LENGTH, SMS_CODE_MAX_LENGTH } from '../login-rules';
import { FIELD_LABELS, accountFieldError } from '../registration-messages';
import { DialingCodeSelect } from './dialing-code-select';
import { SmsCodeButton } from './sms-code-button';
import styles from './account-form.module.css';
import { inspected } from '../../../lib/inspected-actor.ts';

export interface ForgotPasswordFormViewProps {
  settings: RegisterSettings | null;
  modules: ReadonlySet<string>;
  dialingCodes: readonly string[];
  defaultDialingCode: string;
  onClose: () => void;
  onOpenLogin: () => void;
  /** After a reset by e-mail: back to where the player came from. */
  onBack: () => void;
  client?: ApiClient;
}

/** Renders the forgot-password chart (machines/forgot-password.machine.ts). */
export function ForgotPasswordFormView(props: ForgotPasswordFormViewProps) {
  const { i18n, t } = useLingui();
  // One chart per mounted form, made once (a state's initial value; a memo may be recomputed).
  const [logic] = useState(() =>
    createForgotPasswordLogic({
      settings: props.settings,
      close: props.onClose,
      openLogin: props.onOpenLogin,
      goBack: props.onBack,
      ...(props.client ? { client: props.client } : {}),
    }),
  );
  const actor = useActorRef(
    logic,
    inspected({
      input: {
        phoneEnabled: props.modules.has('CHNGPASSVERIF3') && props.modules.has('VERIFICATION3'),
        emailEnabled: props.modules.has('COMM3'),
        countryDialingCode: props.defaultDialingCode,
      },
    }),
  );
  const context = useSelector(actor, (snapshot) => snapshot.context);
  const mode: ResetMode = useSelector(actor, (snapshot) =>
    snapshot.matches('email') ? 'email' : 'phone',
  );
  const canSubmit = useSelector(actor, (snapshot) => snapshot.can({ type: 'reset.submit' }));
  const busy = useSelector(actor, (snapshot) => snapshot.hasTag('busy'));
  // Phone fields are checked as they change: a field shows its error once the player has typed in it.
  const [typedIn, setTypedIn] = useState<ReadonlySet<string>>(new Set());
  // The SMS code button's chart runs as the form chart's child.
  const sms = useSelector(actor, (snapshot) => snapshot.children.sms);
  const smsChecking = useSelector(actor, (snapshot) => snapshot.hasTag('smsChecking'));

  if (!context.phoneEnabled && !context.emailEnabled) {
    return <p className={styles.status}>{t`Password recovery is not available at the moment.`}</p>;
  }

  const change = (field: ResetField, value: string) => {
    setTypedIn((fields) => new Set(fields).add(field));
    actor.send({ type: 'field.changed', field, value });
  };
  const errorOf = (field: ResetField) => {
    const shown = mode === 'email' || typedIn.has(field) ? context.fieldErrors[field] : undefined;
    if (!shown) return undefined;
    return accountFieldError(i18n, field, shown, {
      settings: props.settings,
      ruleField: field === 'newPassword' ? 'password' : field,
    });
  };
  const common = (field: ResetField) => ({
    id: `forgot-${field}`,
    name: field,
    label: FIELD_LABELS[field] ? i18n._(FIELD_LABELS[field]) : field,
    value: context.values[field],
    error: errorOf(field),
    readOnly: busy,
    'aria-required': true,
    onChange: (event: { target: { value: string } }) => change(field, event.target.value),
  });
  // The login rule loginMobileNum: the player base uses 11-digit numbers (requirements A1, A5).
  const max = 11;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'reset.submit' });
  };

  const form = (
    <form className={styles.form} noValidate onSubmit={submit} aria-busy={busy}>
      {mode === 'phone' ? (
        <>
          <Field
            {...common('mobileNum')}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            maxLength={MOBILE_MAX_LENGTH}
            hint={
              errorOf('mobileNum') ? undefined : t`Please enter your ${max} digit mobile number`
            }
            leading={
              <DialingCodeSelect
                value={context.values.countryDialingCode}
                options={props.dialingCodes}
                disabled={busy}
                onChange={(code) => change('countryDialingCode', code)}
              />
            }
          />
          <Field
            {...common('verificationCode')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={SMS_CODE_MAX_LENGTH}
            trailing={
              <SmsCodeButton
                sms={sms}
                checking={smsChecking}
                disabled={busy}
                onRequest={() => {
                  // The chart's verdict on the number shows once a code was asked for, typed in or not.
                  setTypedIn((fields) => new Set(fields).add('mobileNum'));
                  actor.send({ type: 'sms.requested' });
                }}
              />
            }
          />
          <PasswordField {...common('newPassword')} autoComplete="new-password" />
        </>
      ) : (
        <>
          <Field {...common('username')} autoComplete="username" autoCapitalize="none" />
          <Field {...common('email')} type="email" autoComplete="email" autoCapitalize="none" />
        </>
      )}
      {context.errorCode !== null && (
        <p role="alert" className={styles.alert}>
          {errorMessage(i18n, context.errorCode)}
        </p>
      )}
      <Button type="submit" block loading={busy} disabled={mode === 'phone' && !canSubmit && !busy}>
        {t`Submit`}
      </Button>
      <p className={styles.footer}>
        <button type="button" className={styles.textButton} onClick={props.onOpenLogin}>
          {t`Back to login`}
        </button>
      </p>
    </form>
  );

  if (!(context.phoneEnabled && context.emailEnabled)) return form;
  return (
    <Tabs
      label={t`Recover by`}
      value={mode}
      onChange={(next) => actor.send({ type: 'mode.changed', mode: next })}
      items={[
        { value: 'phone', label: t`Phone`, disabled: busy },
        { value: 'email', label: t`E-mail`, disabled: busy },
      ]}
    >
      {form}
    </Tabs>
  );
}
