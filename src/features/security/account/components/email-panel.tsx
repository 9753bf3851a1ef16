import { Trans, useLingui } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import type { MaskedContact } from '../../../../../shared/contract/calls/security-overview.ts';
import type { EmailField } from '../../../../../machines/security/email-binding.machine.ts';
import { inspected } from '../../../../lib/inspected-actor.ts';
import { Button, Field } from '../../../../ui';
import {
  emailBindingLogic,
  securityCalls,
  type SecurityCalls,
} from '../actors/security-account.actors';
import { securityErrorMessage, securityFieldMessage } from '../security-messages';
import { SecurityPanel } from './security-panel';
import styles from './security.module.css';

/** Requirements D4.2: bind or change the e-mail address with a mailed 6-digit code. */
export function EmailPanel({
  current,
  onSaved,
  calls = securityCalls,
}: {
  current: MaskedContact | null;
  onSaved: () => void;
  calls?: SecurityCalls;
}) {
  const { i18n, t } = useLingui();
  const logic = useMemo(() => emailBindingLogic(calls), [calls]);
  const actor = useActorRef(logic, inspected());
  const value = useSelector(actor, (snapshot) => snapshot.value);
  const context = useSelector(actor, (snapshot) => snapshot.context);
  const busy = useSelector(actor, (snapshot) => snapshot.hasTag('busy'));
  const done = useSelector(actor, (snapshot) => snapshot.status === 'done');
  const resendFailed = useSelector(actor, (snapshot) =>
    snapshot.matches({ awaitingCode: 'resendFailed' }),
  );
  useEffect(() => {
    if (done) onSaved();
  }, [done, onSaved]);
  const change = (field: EmailField) => (event: { target: { value: string } }) =>
    actor.send({ type: 'field.changed', field, value: event.target.value });
  const error = (field: EmailField) => {
    const code = context.fieldErrors[field];
    return code ? securityFieldMessage(i18n, field, code) : undefined;
  };
  // The code step stays while a new code is mailed and after one is refused (requirements D4.2).
  const resending = value === 'resendingCode';
  const verifying = value === 'verifying';
  const awaiting = (typeof value === 'object' && 'awaitingCode' in value) || verifying || resending;
  const sentTo = context.sentTo ?? '';
  const saved = context.saved;
  const message = context.errorCode && (
    <p role="alert" className={styles.error}>
      {securityErrorMessage(i18n, context.errorCode)}
    </p>
  );

  return (
    <SecurityPanel title={<Trans>E-mail</Trans>}>
      {current !== null && !done && (
        <p className={styles.lead}>
          <Trans>Your address: {current.masked}. Type a new one to change it.</Trans>
        </p>
      )}
      {done && saved !== null && (
        <p role="status" className={styles.success}>
          <Trans>Your e-mail {saved.masked} is verified.</Trans>
        </p>
      )}
      {!done && !awaiting && (
        <form
          className={styles.form}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            actor.send({ type: 'email.send' });
          }}
        >
          <Field
            label={t`E-mail address`}
            name="email"
            type="email"
            inputMode="email"
            autoComplete="email"
            value={context.values.email}
            error={error('email')}
            onChange={change('email')}
          />
          {message}
          <Button type="submit" block loading={busy}>
            <Trans>Send code</Trans>
          </Button>
        </form>
      )}
      {!done && awaiting && (
        <form
          className={styles.form}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            actor.send({ type: 'email.submit' });
          }}
        >
          <p role="status" className={styles.lead}>
            <Trans>We sent a 6-digit code to {sentTo}. It is valid for 10 minutes.</Trans>
          </p>
          <Field
            label={t`Verification code`}
            name="verificationCode"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={context.values.verificationCode}
            error={error('verificationCode')}
            onChange={change('verificationCode')}
          />
          {message}
          {resendFailed && (
            <p className={styles.note}>
              <Trans>You can still type the code we sent before and verify it.</Trans>
            </p>
          )}
          <Button type="submit" block loading={verifying} disabled={resending}>
            <Trans>Verify e-mail</Trans>
          </Button>
          <div className={styles.codeRow}>
            <Button
              type="button"
              variant="ghost"
              loading={resending}
              disabled={verifying}
              onClick={() => actor.send({ type: 'email.resend' })}
            >
              <Trans>Send a new code</Trans>
            </Button>
            <Button
              type="button"
              variant="ghost"
              disabled={busy}
              onClick={() => actor.send({ type: 'email.edit' })}
            >
              <Trans>Change address</Trans>
            </Button>
          </div>
        </form>
      )}
    </SecurityPanel>
  );
}
