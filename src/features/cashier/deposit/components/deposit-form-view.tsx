import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Field, cx } from '../../../../ui';
import type {
  DepositContext,
  DepositEvent,
} from '../../../../../machines/cashier/deposit.machine.ts';
import type { DepositField } from '../../../../../machines/cashier/deposit-form.ts';
import type { DepositChannel } from '../../../../../shared/contract/calls/deposit-channels.ts';
import { CopyButton } from '../../shared/copy-button';
import { formatMoney } from '../../../../lib/money-text';
import { depositErrorMessage, fieldProblemMessage } from '../deposit-messages';
import styles from './deposit.module.css';

export interface DepositFormViewProps {
  context: DepositContext;
  channel: DepositChannel;
  submitting: boolean;
  fieldRef: (field: DepositField, element: HTMLInputElement | null) => void;
  send: (event: DepositEvent) => void;
  onSubmit: () => void;
}

/** The channel picker, where to send the money, and the three fields (requirements C3.1, C3.2). */
export function DepositFormView({
  context,
  channel,
  submitting,
  fieldRef,
  send,
  onSubmit,
}: DepositFormViewProps) {
  const { t, i18n } = useLingui();
  const currency = context.currency;
  const problem = (field: DepositField) => {
    const found = context.fieldErrors[field];
    return found ? fieldProblemMessage(i18n, field, found, currency) : undefined;
  };
  const range = (c: DepositChannel) =>
    `${formatMoney(c.min)} – ${formatMoney(c.max)} ${currency}`.trim();
  return (
    <form
      className={styles.form}
      noValidate
      aria-busy={submitting || undefined}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {context.notice && (
        <p role="alert" className={styles.notice}>
          {depositErrorMessage(i18n, context.notice)}
        </p>
      )}
      <fieldset className={styles.channels}>
        <legend className={styles.sectionTitle}>
          <Trans>Choose a channel</Trans>
        </legend>
        {context.channels.map((c) => (
          <label
            key={c.code}
            className={cx(styles.channel, c.code === channel.code && styles.chosen)}
          >
            <input
              type="radio"
              name="deposit-channel"
              className={styles.radio}
              value={c.code}
              checked={c.code === channel.code}
              disabled={submitting}
              onChange={() => send({ type: 'channel.chosen', code: c.code })}
            />
            <img className={styles.channelIcon} src={c.icon} alt="" width={32} height={32} />
            <span className={styles.channelText}>
              <span className={styles.channelName}>{c.name}</span>{' '}
              <span className={styles.channelRange}>{range(c)}</span>
            </span>
          </label>
        ))}
      </fieldset>

      <section className={styles.account} aria-labelledby="deposit-account-title">
        <h2 id="deposit-account-title" className={styles.sectionTitle}>
          <Trans>Send money to this account, then enter the details</Trans>
        </h2>
        <ol className={styles.steps}>
          <li>
            <Trans>Open your {channel.name} app and send the amount to the account below.</Trans>
          </li>
          <li>
            <Trans>Enter the amount, the number you paid from and the transaction ID.</Trans>
          </li>
        </ol>
        <dl className={styles.details}>
          <div className={styles.detail}>
            <dt>
              <Trans>Account holder</Trans>
            </dt>
            <dd>{channel.account.holder}</dd>
          </div>
          <div className={styles.detail}>
            <dt>
              <Trans>Account number</Trans>
            </dt>
            <dd className={styles.copyable}>
              <span className={styles.number}>{channel.account.number}</span>
              <CopyButton text={channel.account.number} label={t`account number`} />
            </dd>
          </div>
          {channel.account.bankName && (
            <div className={styles.detail}>
              <dt>
                <Trans>Bank</Trans>
              </dt>
              <dd>{channel.account.bankName}</dd>
            </div>
          )}
          <div className={styles.detail}>
            <dt>
              <Trans>Limits</Trans>
            </dt>
            <dd>{range(channel)}</dd>
          </div>
        </dl>
      </section>

      <Field
        ref={(element) => fieldRef('amount', element)}
        label={<Trans>Amount ({currency})</Trans>}
        inputMode="decimal"
        autoComplete="off"
        value={context.amount}
        error={problem('amount')}
        onChange={(event) => send({ type: 'amount.changed', value: event.target.value })}
      />
      <div className={styles.chips} role="group" aria-label={t`Quick amounts`}>
        {channel.quickAmounts.map((amount) => (
          <button
            key={amount}
            type="button"
            className={styles.chip}
            aria-pressed={context.amount === amount}
            disabled={submitting}
            onClick={() => send({ type: 'amount.quick', amount })}
          >
            {formatMoney(amount)}
          </button>
        ))}
      </div>
      <Field
        ref={(element) => fieldRef('payerNumber', element)}
        label={
          channel.kind === 'wallet' ? (
            <Trans>Your {channel.name} number (paid from)</Trans>
          ) : (
            <Trans>Your bank account number (paid from)</Trans>
          )
        }
        inputMode="numeric"
        autoComplete="off"
        value={context.payerNumber}
        error={problem('payerNumber')}
        onChange={(event) => send({ type: 'payer.changed', value: event.target.value })}
      />
      <Field
        ref={(element) => fieldRef('transactionId', element)}
        label={<Trans>Transaction ID</Trans>}
        hint={<Trans>The ID your {channel.name} app showed after sending</Trans>}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        value={context.transactionId}
        error={problem('transactionId')}
        onChange={(event) => send({ type: 'transaction.changed', value: event.target.value })}
      />
      {context.formError && (
        <p role="alert" className={styles.formError}>
          {depositErrorMessage(i18n, context.formError)}
        </p>
      )}
      <Button type="submit" size="lg" block loading={submitting}>
        <Trans>Submit deposit</Trans>
      </Button>
    </form>
  );
}
