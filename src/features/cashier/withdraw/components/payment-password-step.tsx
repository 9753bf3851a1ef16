import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { paymentPasswordMachine } from '../../../../../machines/cashier/payment-password.machine.ts';
import type { PaymentPasswordField } from '../../../../../machines/cashier/payment-password-form.ts';
import { Button, PasswordField } from '../../../../ui';
import { fieldMessage, withdrawErrorMessage } from '../withdraw-messages';
import styles from './withdraw.module.css';

/** Step 1 of 2 (requirements C4.1): the login password proves the player; 6 digits, twice. */
export function PaymentPasswordStep({
  step,
}: {
  step: ActorRefFrom<typeof paymentPasswordMachine>;
}) {
  const { i18n, t } = useLingui();
  const context = useSelector(step, (snapshot) => snapshot.context);
  const busy = useSelector(step, (snapshot) => snapshot.hasTag('busy'));
  const change = (field: PaymentPasswordField) => (event: { target: { value: string } }) =>
    step.send({ type: 'field.changed', field, value: event.target.value });
  const error = (field: PaymentPasswordField) => {
    const code = context.fieldErrors[field];
    return code ? fieldMessage(i18n, field, code) : undefined;
  };
  return (
    <form
      className={styles.form}
      noValidate
      aria-labelledby="withdraw-step-title"
      onSubmit={(event) => {
        event.preventDefault();
        step.send({ type: 'paymentPassword.submit' });
      }}
    >
      <p className={styles.step}>
        <Trans>Step 1 of 2</Trans>
      </p>
      <h2 id="withdraw-step-title" className={styles.title}>
        <Trans>Set your payment password</Trans>
      </h2>
      <p className={styles.lead}>
        <Trans>
          You type these 6 digits each time you withdraw. Confirm it is you with your login
          password.
        </Trans>
      </p>
      <PasswordField
        label={t`Login password`}
        name="loginPassword"
        autoComplete="current-password"
        value={context.values.loginPassword}
        error={error('loginPassword')}
        onChange={change('loginPassword')}
      />
      <PasswordField
        label={t`Payment password (6 digits)`}
        name="paymentPassword"
        autoComplete="new-password"
        inputMode="numeric"
        maxLength={6}
        value={context.values.paymentPassword}
        error={error('paymentPassword')}
        onChange={change('paymentPassword')}
      />
      <PasswordField
        label={t`Confirm payment password`}
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
          {withdrawErrorMessage(i18n, context.errorCode)}
        </p>
      )}
      <Button type="submit" block loading={busy}>
        <Trans>Save payment password</Trans>
      </Button>
    </form>
  );
}
