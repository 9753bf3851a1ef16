import { useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import type { PasswordField as PasswordFieldName } from '../../../../machines/change-password.machine.ts';
import type { ApiClient } from '../../../api/client';
import type { RegisterSettings } from '../../../api/endpoints/register-settings';
import type { SessionInfo } from '../../../lib/storage';
import { Button } from '../../../ui/button';
import { Field } from '../../../ui/field';
import { Icon } from '../../../ui/icon';
import { PasswordField } from '../../../ui/password-field';
import { Popup } from '../../../ui/popup';
import { errorMessage } from '../account-messages';
import { createChangePasswordLogic } from '../actors/change-password.actors';
import { FIELD_LABELS, accountFieldError } from '../registration-messages';
import styles from './account-form.module.css';
import toggleStyles from './change-password.module.css';
import { inspected } from '../../../lib/inspected-actor.ts';

export interface ChangePasswordFormProps {
  session: SessionInfo | null;
  passwordInMemory: string | null;
  /** The configured rules; null when they could not be read (the login password rule applies). */
  settings: RegisterSettings | null;
  replaceHome: () => void;
  client?: ApiClient;
}

/** Renders the change-password chart (machines/change-password.machine.ts). */
export function ChangePasswordForm({
  session,
  passwordInMemory,
  settings,
  replaceHome,
  client,
}: ChangePasswordFormProps) {
  const { i18n, t } = useLingui();
  // One chart per mounted form, made once (a state's initial value; a memo may be recomputed).
  const [logic] = useState(() =>
    createChangePasswordLogic({ settings, replaceHome, ...(client ? { client } : {}) }),
  );
  const actor = useActorRef(
    logic,
    inspected({
      input: { hasSession: session !== null, userName: session?.userName ?? '', passwordInMemory },
    }),
  );
  const context = useSelector(actor, (snapshot) => snapshot.context);
  const prompting = useSelector(actor, (snapshot) => snapshot.matches('samePasswordPrompt'));
  const busy = useSelector(
    actor,
    (s) =>
      s.matches('validating') ||
      s.matches('submitting') ||
      s.matches('saved') ||
      s.matches('leaving'),
  );
  if (!session) return null;

  const common = (field: PasswordFieldName) => ({
    id: `change-${field}`,
    name: field,
    label: FIELD_LABELS[field] ? i18n._(FIELD_LABELS[field]) : field,
    value: context.values[field],
    error: context.fieldErrors[field]
      ? accountFieldError(i18n, field, context.fieldErrors[field], {
          settings,
          ruleField: field === 'newPassword' ? 'password' : field,
        })
      : undefined,
    readOnly: busy,
    'aria-required': true,
    autoComplete: field === 'oldPassword' ? 'current-password' : 'new-password',
    onChange: (event: { target: { value: string } }) =>
      actor.send({ type: 'field.changed', field, value: event.target.value }),
  });
  // New and confirmation keep their show/hide state in the chart (requirements A2).
  const toggled = (field: 'newPassword' | 'confirmNewPassword') => (
    <Field
      {...common(field)}
      type={context.visible[field] ? 'text' : 'password'}
      trailing={
        <button
          type="button"
          className={toggleStyles.toggle}
          aria-pressed={context.visible[field]}
          aria-label={field === 'newPassword' ? t`Show new password` : t`Show confirmation`}
          onClick={() => actor.send({ type: 'visibility.toggled', field })}
        >
          <Icon name={context.visible[field] ? 'eye-off' : 'eye'} />
        </button>
      }
    />
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'password.submit' });
  };

  return (
    <form className={styles.form} noValidate onSubmit={submit} aria-busy={busy}>
      {session.firstTimeLogin && (
        <p className={toggleStyles.notice}>{t`For your security, please set a new password.`}</p>
      )}
      <Field
        id="change-userName"
        label={t`Username`}
        value={context.userName}
        readOnly
        className={styles.readOnly}
      />
      {context.passwordInMemory === null && <PasswordField {...common('oldPassword')} />}
      {toggled('newPassword')}
      {toggled('confirmNewPassword')}
      {context.errorCode !== null && !prompting && (
        <p role="alert" className={styles.alert}>
          {/* On this form the only credential the server checks is the old password. */}
          {context.errorCode === 'user.or.token.invalid'
            ? t`The old password is incorrect`
            : errorMessage(i18n, context.errorCode)}
        </p>
      )}
      <Button type="submit" block loading={busy}>
        {t`Confirm`}
      </Button>
      <Popup
        open={prompting}
        onClose={() => actor.send({ type: 'prompt.confirmed' })}
        title={t`Prompt`}
        dismissible={false}
        footer={
          <Button block onClick={() => actor.send({ type: 'prompt.confirmed' })}>
            {t`Confirm`}
          </Button>
        }
      >
        <p>{errorMessage(i18n, 'modify.new.old.same')}</p>
      </Popup>
    </form>
  );
}
