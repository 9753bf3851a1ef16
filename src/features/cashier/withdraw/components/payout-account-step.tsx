import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { payoutAccountMachine } from '../../../../../machines/cashier/payout-account.machine.ts';
import type { PayoutAccountField } from '../../../../../machines/cashier/payout-account-form.ts';
import { Button, Field } from '../../../../ui';
import { fieldMessage, withdrawErrorMessage } from '../withdraw-messages';
import styles from './withdraw.module.css';

/**
 * The payout account form (requirements C4.1): step 2 of 2 before a first withdrawal, or "add
 * another account" (then with Cancel).
 */
export function PayoutAccountStep({
  step,
  onCancel,
}: {
  step: ActorRefFrom<typeof payoutAccountMachine>;
  /** Only when adding another account: back to the form as it was. */
  onCancel?: () => void;
}) {
  const { i18n, t } = useLingui();
  const context = useSelector(step, (snapshot) => snapshot.context);
  const busy = useSelector(step, (snapshot) => snapshot.hasTag('busy'));
  const change = (field: PayoutAccountField) => (event: { target: { value: string } }) =>
    step.send({ type: 'field.changed', field, value: event.target.value });
  const error = (field: PayoutAccountField) => {
    const code = context.fieldErrors[field];
    return code ? fieldMessage(i18n, field, code) : undefined;
  };
  const channel = context.channels.find((c) => c.code === context.values.channel);
  const channelError = error('channel');
  return (
    <form
      className={styles.form}
      noValidate
      aria-labelledby="withdraw-step-title"
      onSubmit={(event) => {
        event.preventDefault();
        step.send({ type: 'payoutAccount.submit' });
      }}
    >
      {onCancel ? null : (
        <p className={styles.step}>
          <Trans>Step 2 of 2</Trans>
        </p>
      )}
      <h2 id="withdraw-step-title" className={styles.title}>
        {onCancel ? <Trans>Add another account</Trans> : <Trans>Add your payout account</Trans>}
      </h2>
      <p className={styles.lead}>
        <Trans>The money you withdraw is sent to this account. It must be in your name.</Trans>
      </p>
      <div className={styles.selectGroup}>
        <label className={styles.label} htmlFor="payout-channel">
          <Trans>Channel</Trans>
        </label>
        <select
          id="payout-channel"
          className={styles.select}
          value={context.values.channel}
          aria-invalid={channelError ? true : undefined}
          aria-describedby={channelError ? 'payout-channel-error' : undefined}
          onChange={change('channel')}
        >
          {context.channels.map((c) => (
            <option key={c.code} value={c.code}>
              {c.name}
            </option>
          ))}
        </select>
        {channelError && (
          <p id="payout-channel-error" className={styles.fieldError}>
            {channelError}
          </p>
        )}
      </div>
      <Field
        label={channel?.kind === 'bank' ? t`Bank account number` : t`Wallet number`}
        name="accountNumber"
        inputMode="numeric"
        autoComplete="off"
        placeholder={channel?.kind === 'bank' ? '' : '01XXXXXXXXX'}
        value={context.values.accountNumber}
        error={error('accountNumber')}
        onChange={change('accountNumber')}
      />
      <Field
        label={t`Account holder name`}
        name="holderName"
        autoComplete="name"
        maxLength={80}
        value={context.values.holderName}
        error={error('holderName')}
        onChange={change('holderName')}
      />
      {context.errorCode && (
        <p role="alert" className={styles.error}>
          {withdrawErrorMessage(i18n, context.errorCode, context.limit)}
        </p>
      )}
      <div className={styles.actions}>
        {onCancel && (
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            <Trans>Cancel</Trans>
          </Button>
        )}
        <Button type="submit" loading={busy}>
          <Trans>Save account</Trans>
        </Button>
      </div>
    </form>
  );
}
