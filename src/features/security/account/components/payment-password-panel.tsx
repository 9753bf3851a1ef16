import { Trans, useLingui } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { paymentPasswordMachine } from '../../../../../machines/cashier/payment-password.machine.ts';
import type {
  ChangeField,
  paymentPasswordChangeMachine,
} from '../../../../../machines/security/payment-password-change.machine.ts';
import { inspected } from '../../../../lib/inspected-actor.ts';
import { Button, PasswordField } from '../../../../ui';
import { PaymentPasswordSetForm } from '../../../../ui/payment-password-set-form';
import {
  paymentPasswordChangeLogic,
  paymentPasswordSetLogic,
  securityCalls,
  type SecurityCalls,
} from '../actors/security-account.actors';
import { securityErrorMessage, securityFieldMessage } from '../security-messages';
import { SecurityPanel } from './security-panel';
import styles from './security.module.css';

/**
 * Requirements D4.3: set the payment password with the login password (the withdrawal's chart), or
 * change it with the old one; 6 digits, the withdrawal's rules and guessing limits.
 */
export function PaymentPasswordPanel({
  isSet,
  onSaved,
  calls = securityCalls,
}: {
  isSet: boolean;
  onSaved: () => void;
  calls?: SecurityCalls;
}) {
  // The form chosen on opening stays: once set, the hub's new state must not swap in the change form.
  const [setBefore] = useState(isSet);
  return (
    <SecurityPanel title={<Trans>Payment password</Trans>}>
      {setBefore ? (
        <ChangeForm onSaved={onSaved} calls={calls} />
      ) : (
        <SetForm onSaved={onSaved} calls={calls} />
      )}
    </SecurityPanel>
  );
}

/** Tells the hub once the chart has finished, so it reads the overview again. */
function useFinished(done: boolean, onSaved: () => void) {
  useEffect(() => {
    if (done) onSaved();
  }, [done, onSaved]);
}

function SetForm({ onSaved, calls }: { onSaved: () => void; calls: SecurityCalls }) {
  const { i18n } = useLingui();
  const logic = useMemo(() => paymentPasswordSetLogic(calls), [calls]);
  const actor: ActorRefFrom<typeof paymentPasswordMachine> = useActorRef(logic, inspected());
  const done = useSelector(actor, (snapshot) => snapshot.status === 'done');
  useFinished(done, onSaved);
  if (done)
    return (
      <p role="status" className={styles.success}>
        <Trans>Your payment password is set. You will type it each time you withdraw.</Trans>
      </p>
    );
  return (
    <PaymentPasswordSetForm
      form={actor}
      fieldMessage={(field, code) => securityFieldMessage(i18n, field, code)}
      errorMessage={(code) => securityErrorMessage(i18n, code)}
      classes={styles}
    />
  );
}

function ChangeForm({ onSaved, calls }: { onSaved: () => void; calls: SecurityCalls }) {
  const { i18n, t } = useLingui();
  const logic = useMemo(() => paymentPasswordChangeLogic(calls), [calls]);
  const actor: ActorRefFrom<typeof paymentPasswordChangeMachine> = useActorRef(logic, inspected());
  const context = useSelector(actor, (snapshot) => snapshot.context);
  const busy = useSelector(actor, (snapshot) => snapshot.hasTag('busy'));
  const done = useSelector(actor, (snapshot) => snapshot.status === 'done');
  useFinished(done, onSaved);
  if (done)
    return (
      <p role="status" className={styles.success}>
        <Trans>Your payment password is changed. Use the new one for your next withdrawal.</Trans>
      </p>
    );
  const change = (field: ChangeField) => (event: { target: { value: string } }) =>
    actor.send({ type: 'field.changed', field, value: event.target.value });
  const error = (field: ChangeField) => {
    const code = context.fieldErrors[field];
    return code ? securityFieldMessage(i18n, field, code) : undefined;
  };
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        actor.send({ type: 'paymentPassword.submit' });
      }}
    >
      <PasswordField
        label={t`Current payment password`}
        name="oldPaymentPassword"
        autoComplete="current-password"
        inputMode="numeric"
        maxLength={6}
        value={context.values.oldPaymentPassword}
        error={error('oldPaymentPassword')}
        onChange={change('oldPaymentPassword')}
      />
      <PasswordField
        label={t`New payment password (6 digits)`}
        name="paymentPassword"
        autoComplete="new-password"
        inputMode="numeric"
        maxLength={6}
        value={context.values.paymentPassword}
        error={error('paymentPassword')}
        onChange={change('paymentPassword')}
      />
      <PasswordField
        label={t`Confirm new payment password`}
        name="confirmPaymentPassword"
        autoComplete="new-password"
        inputMode="numeric"
        maxLength={6}
        value={context.values.confirmPaymentPassword}
        error={error('confirmPaymentPassword')}
        onChange={change('confirmPaymentPassword')}
      />
      {context.errorCode && (
        <p role="alert" className={styles.error}>
          {securityErrorMessage(i18n, context.errorCode)}
        </p>
      )}
      <Button type="submit" block loading={busy}>
        <Trans>Change payment password</Trans>
      </Button>
    </form>
  );
}
