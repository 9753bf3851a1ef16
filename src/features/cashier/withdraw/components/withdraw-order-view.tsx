import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { withdrawMachine } from '../../../../../machines/cashier/withdraw.machine.ts';
import { Button, cx } from '../../../../ui';
import { bangladeshDateTime } from '../../../../lib/bangladesh-time';
import { CopyButton } from '../../shared/copy-button';
import { formatMoney } from '../../../../lib/money-text';
import { STATUS_LABELS, withdrawErrorMessage } from '../withdraw-messages';
import styles from './withdraw.module.css';

/** The placed order (requirements C4.4): what was sent where, its status, and a refresh. */
export function WithdrawOrderView({ actor }: { actor: ActorRefFrom<typeof withdrawMachine> }) {
  const { i18n, t } = useLingui();
  const order = useSelector(actor, (snapshot) => snapshot.context.order);
  const errorCode = useSelector(actor, (snapshot) => snapshot.context.errorCode);
  const currency = useSelector(actor, (snapshot) => snapshot.context.setup?.currency ?? '');
  const busy = useSelector(actor, (snapshot) => snapshot.hasTag('busy'));
  if (order === null) return null;
  return (
    <section className={styles.form} aria-labelledby="withdraw-order-title">
      <h2 id="withdraw-order-title" className={styles.title}>
        {order.status === 'pending' ? (
          <Trans>Withdrawal submitted</Trans>
        ) : (
          <Trans>Withdrawal order</Trans>
        )}
      </h2>
      <dl className={styles.detail}>
        <div>
          <dt>
            <Trans>Order number</Trans>
          </dt>
          <dd>
            <span className={styles.token}>{order.orderNo}</span>
            <CopyButton text={order.orderNo} label={t`order number`} />
          </dd>
        </div>
        <div>
          <dt>
            <Trans>Amount</Trans>
          </dt>
          <dd>
            {formatMoney(order.amount)} {currency}
          </dd>
        </div>
        <div>
          <dt>
            <Trans>Account</Trans>
          </dt>
          <dd>
            {order.channelName} {order.maskedNumber}
          </dd>
        </div>
        <div>
          <dt>
            <Trans>Account holder</Trans>
          </dt>
          <dd>{order.holderName}</dd>
        </div>
        <div>
          <dt>
            <Trans>Status</Trans>
          </dt>
          <dd className={cx(styles[order.status])}>{i18n._(STATUS_LABELS[order.status])}</dd>
        </div>
        {order.status === 'rejected' && order.reason && (
          <div>
            <dt>
              <Trans>Reason</Trans>
            </dt>
            <dd>{order.reason}</dd>
          </div>
        )}
        <div>
          <dt>
            <Trans>Submitted (Bangladesh time)</Trans>
          </dt>
          <dd className={styles.token}>{bangladeshDateTime(order.createdAt)}</dd>
        </div>
        {order.decidedAt && (
          <div>
            <dt>
              <Trans>Decided (Bangladesh time)</Trans>
            </dt>
            <dd className={styles.token}>{bangladeshDateTime(order.decidedAt)}</dd>
          </div>
        )}
      </dl>
      {order.status === 'pending' && (
        <p className={styles.lead}>
          <Trans>
            The amount has left your balance. If the withdrawal is rejected it comes back.
          </Trans>
        </p>
      )}
      {errorCode && (
        <p role="alert" className={styles.error}>
          {withdrawErrorMessage(i18n, errorCode)}
        </p>
      )}
      <div className={styles.actions}>
        <Button
          variant="secondary"
          loading={busy}
          onClick={() => actor.send({ type: 'order.refresh' })}
        >
          <Trans>Refresh</Trans>
        </Button>
        <Button onClick={() => actor.send({ type: 'withdraw.again' })}>
          <Trans>New withdrawal</Trans>
        </Button>
      </div>
    </section>
  );
}
