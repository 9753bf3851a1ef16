import { useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import type { ResetLinkField } from '../../../../machines/password-reset-link.machine.ts';
import type { ApiClient } from '../../../api/client';
import type { RegisterSettings } from '../../../api/endpoints/register-settings';
import { inspected } from '../../../lib/inspected-actor.ts';
import { Button } from '../../../ui/button';
import { Field } from '../../../ui/field';
import { Icon } from '../../../ui/icon';
import { Spinner } from '../../../ui/spinner';
import { errorMessage } from '../account-messages';
import { FIELD_LABELS, accountFieldError } from '../registration-messages';
import formStyles from '../components/account-form.module.css';
import { createResetLinkLogic } from './reset-link.actors';
import styles from './reset-link.module.css';

export interface ResetLinkFormProps {
  token: string;
  /** The configured rules; null when they could not be read (the login password rule applies). */
  settings: RegisterSettings | null;
  openForgotPassword: () => void;
  openLogin: () => void;
  client?: ApiClient;
}

/** Renders the reset-link chart (machines/password-reset-link.machine.ts). */
export function ResetLinkForm({
  token,
  settings,
  openForgotPassword,
  openLogin,
  client,
}: ResetLinkFormProps) {
  const { i18n, t } = useLingui();
  // One chart per mounted form, made once (a state's initial value; a memo may be recomputed).
  const [logic] = useState(() =>
    createResetLinkLogic({
      settings,
      openForgotPassword,
      openLogin,
      ...(client ? { client } : {}),
    }),
  );
  const actor = useActorRef(logic, inspected({ input: { token } }));
  const context = useSelector(actor, (snapshot) => snapshot.context);
  const busy = useSelector(actor, (snapshot) => snapshot.hasTag('busy'));
  const step = useSelector(actor, (snapshot) => {
    if (snapshot.matches('checkingLink')) return 'checking';
    if (snapshot.matches('checkFailed')) return 'failed';
    if (snapshot.matches('linkInvalid')) return 'invalid';
    if (snapshot.matches('succeeded') || snapshot.matches('done')) return 'set';
    return 'form';
  });

  if (step === 'checking') {
    return (
      <div className={styles.status}>
        <Spinner label={t`Checking the link…`} />
      </div>
    );
  }
  if (step === 'failed') {
    return (
      <div className={styles.panel}>
        <p role="alert" className={formStyles.alert}>
          {errorMessage(i18n, context.errorCode ?? 'unknown')}
        </p>
        <Button block onClick={() => actor.send({ type: 'link.retry' })}>{t`Try again`}</Button>
      </div>
    );
  }
  if (step === 'invalid') {
    return (
      <div className={styles.panel}>
        <h2 className={styles.title}>{t`This link cannot be used`}</h2>
        <p>{t`The link has expired or was already used. Ask for a new one: each link works once.`}</p>
        <Button
          block
          onClick={() => actor.send({ type: 'link.renew' })}
        >{t`Ask for a new link`}</Button>
      </div>
    );
  }
  if (step === 'set') {
    return (
      <div className={styles.panel}>
        <p
          role="status"
          className={styles.success}
        >{t`Your new password is set: log in with it`}</p>
        <Button block onClick={openLogin}>{t`Login`}</Button>
      </div>
    );
  }

  const field = (name: ResetLinkField) => (
    <Field
      id={`reset-${name}`}
      name={name}
      label={i18n._(FIELD_LABELS[name]!)}
      value={context.values[name]}
      type={context.visible[name] ? 'text' : 'password'}
      error={
        context.fieldErrors[name]
          ? accountFieldError(i18n, name, context.fieldErrors[name], {
              settings,
              ruleField: name === 'newPassword' ? 'password' : name,
            })
          : undefined
      }
      readOnly={busy}
      aria-required
      autoComplete="new-password"
      onChange={(event) =>
        actor.send({ type: 'field.changed', field: name, value: event.target.value })
      }
      trailing={
        <button
          type="button"
          className={styles.toggle}
          aria-pressed={context.visible[name]}
          aria-label={name === 'newPassword' ? t`Show new password` : t`Show confirmation`}
          onClick={() => actor.send({ type: 'visibility.toggled', field: name })}
        >
          <Icon name={context.visible[name] ? 'eye-off' : 'eye'} />
        </button>
      }
    />
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'password.submit' });
  };
  return (
    <form
      className={formStyles.form}
      noValidate
      onSubmit={submit}
      aria-busy={busy}
      aria-label={t`Choose a new password`}
    >
      <p className={styles.intro}>{t`Choose a new password for your account.`}</p>
      {field('newPassword')}
      {field('confirmNewPassword')}
      {context.errorCode !== null && (
        <p role="alert" className={formStyles.alert}>
          {errorMessage(i18n, context.errorCode)}
        </p>
      )}
      <Button type="submit" block loading={busy}>
        {t`Confirm`}
      </Button>
    </form>
  );
}
