import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { withdrawMachine } from '../../../../../machines/cashier/withdraw.machine.ts';
import { canAddAccount, channelOf } from '../../../../../machines/cashier/withdraw-form.ts';
import { Button, Field, PasswordField } from '../../../../ui';
import { formatMoney } from '../../../../lib/money-text';
import { amountMessage, fieldMessage, withdrawErrorMessage } from '../withdraw-messages';
import styles from './withdraw.module.css';

/** The withdrawal form (requirements C4.2, C4.3): account, amount with All, payment password. */
export function WithdrawFormView({ actor }: { actor: ActorRefFrom<typeof withdrawMachine> }) {
  const { i18n, t } = useLingui();
  const context = useSelector(actor, (snapshot) => snapshot.context);
  // While the order is sent or the setup read again the chart takes no edits: the controls say so
  // rather than dropping what is typed.
  const busy = useSelector(actor, (snapshot) => snapshot.hasTag('busy'));
  const setup = context.setup;
  if (setup === null) return null;
  const channel = channelOf(setup, context.accountId);
  const min = channel ? formatMoney(channel.min) : '';
  const max = channel ? formatMoney(channel.max) : '';
  const channelName = channel?.name ?? '';
  const amountCode = context.fieldErrors['amount'];
  const accountCode = context.fieldErrors['accountId'];
  const pinCode = context.fieldErrors['paymentPassword'];
  return (
    <form
      className={styles.form}
      noValidate
      aria-labelledby="withdraw-form-title"
      onSubmit={(event) => {
        event.preventDefault();
        actor.send({ type: 'withdraw.submit' });
      }}
    >
      <h2 id="withdraw-form-title" className={styles.title}>
        <Trans>Withdraw to</Trans>
      </h2>
      <fieldset
        className={styles.accounts}
        aria-describedby={accountCode ? 'withdraw-account-error' : undefined}
      >
        <legend className={styles.legend}>
          <Trans>Payout account</Trans>
        </legend>
        {setup.accounts.map((account) => (
          <label key={account.id} className={styles.account}>
            <input
              type="radio"
              name="withdraw-account"
              value={account.id}
              checked={context.accountId === account.id}
              disabled={busy}
              onChange={() => actor.send({ type: 'account.chosen', accountId: account.id })}
            />
            <span className={styles.accountText}>
              <span>
                {account.channelName} {account.maskedNumber}
              </span>
              <span>{account.holderName}</span>
            </span>
          </label>
        ))}
        {accountCode && (
          <p id="withdraw-account-error" className={styles.fieldError}>
            {fieldMessage(i18n, 'accountId', accountCode)}
          </p>
        )}
      </fieldset>
      {canAddAccount(setup) && (
        <Button
          variant="secondary"
          disabled={busy}
          onClick={() => actor.send({ type: 'account.add' })}
        >
          <Trans>Add another account</Trans>
        </Button>
      )}
      <Field
        label={t`Amount`}
        name="amount"
        inputMode="decimal"
        autoComplete="off"
        value={context.amount}
        disabled={busy}
        hint={channel ? t`${min} to ${max} for ${channelName}` : undefined}
        error={
          amountCode
            ? amountMessage(i18n, amountCode, channel, setup.withdrawable, context.amountLimit)
            : undefined
        }
        onChange={(event) => actor.send({ type: 'amount.changed', value: event.target.value })}
        trailing={
          <button
            type="button"
            className={styles.all}
            disabled={busy}
            aria-label={t`Fill in all that can be withdrawn`}
            onClick={() => actor.send({ type: 'amount.all' })}
          >
            <Trans>All</Trans>
          </button>
        }
      />
      <PasswordField
        label={t`Payment password`}
        name="paymentPassword"
        autoComplete="off"
        inputMode="numeric"
        maxLength={6}
        value={context.paymentPassword}
        disabled={busy}
        error={pinCode ? fieldMessage(i18n, 'paymentPassword', pinCode) : undefined}
        onChange={(event) =>
          actor.send({ type: 'paymentPassword.changed', value: event.target.value })
        }
      />
      {context.errorCode && (
        <p role="alert" className={styles.error}>
          {withdrawErrorMessage(i18n, context.errorCode)}
        </p>
      )}
      <Button type="submit" block loading={busy}>
        <Trans>Withdraw</Trans>
      </Button>
    </form>
  );
}
