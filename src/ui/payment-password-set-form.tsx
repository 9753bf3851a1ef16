import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { PaymentPasswordField } from '../../machines/cashier/payment-password-form.ts';
import type { paymentPasswordMachine } from '../../machines/cashier/payment-password.machine.ts';
import { Button } from './button';
import { PasswordField } from './password-field';

export interface PaymentPasswordSetFormProps {
  /** The payment password chart (requirements C4.1): the withdrawal's first step or the security centre's panel. */
  form: ActorRefFrom<typeof paymentPasswordMachine>;
  /** The screen's words for a field's refusal and for the call's. */
  fieldMessage: (field: PaymentPasswordField, code: string) => string;
  errorMessage: (code: string) => string;
  /** The screen's own class names: both screens keep their layout. */
  classes: { form?: string; lead?: string; error?: string };
  /** What stands above the lead, e.g. the withdrawal's step number and title. */
  heading?: ReactNode;
  /** The id of the heading that names the form, when it has one. */
  labelledBy?: string;
}

/**
 * Setting the payment password, written once for the two places a member does it (requirements
 * C4.1 in the withdrawal, D4.3 in the security centre): the login password proves the player, then
 * 6 digits twice. It renders the chart's context and sends its events; the rules are the chart's.
 * Not part of the first screen (build/first-screen-sources.ts): it loads with those screens.
 */
export function PaymentPasswordSetForm({
  form,
  fieldMessage,
  errorMessage,
  classes,
  heading,
  labelledBy,
}: PaymentPasswordSetFormProps) {
  const { t } = useLingui();
  const context = useSelector(form, (snapshot) => snapshot.context);
  const busy = useSelector(form, (snapshot) => snapshot.hasTag('busy'));
  const change = (field: PaymentPasswordField) => (event: { target: { value: string } }) =>
    form.send({ type: 'field.changed', field, value: event.target.value });
  const error = (field: PaymentPasswordField) => {
    const code = context.fieldErrors[field];
    return code ? fieldMessage(field, code) : undefined;
  };
  return (
    <form
      className={classes.form}
      noValidate
      aria-labelledby={labelledBy}
      onSubmit={(event) => {
        event.preventDefault();
        form.send({ type: 'paymentPassword.submit' });
      }}
    >
      {heading}
      <p className={classes.lead}>
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
        <p role="alert" className={classes.error}>
          {errorMessage(context.errorCode)}
        </p>
      )}
      <Button type="submit" block loading={busy}>
        <Trans>Save payment password</Trans>
      </Button>
    </form>
  );
}
