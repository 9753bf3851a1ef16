import { Trans, useLingui } from '@lingui/react/macro';
import { Button, cx } from '../../../../ui';
import type { DepositOrder } from '../../../../../shared/contract/calls/deposit-order.ts';
import { bangladeshDateTime } from '../../../../lib/bangladesh-time';
import { CopyButton } from '../../shared/copy-button';
import { formatMoney } from '../../../../lib/money-text';
import { ORDER_STATUS_LABELS } from '../deposit-messages';
import styles from './deposit.module.css';

/**
 * A placed order's detail (requirements C3.7 with `dep_func` '1'): the chart reads it again while
 * pending (requirements C3.8), so the status here changes by itself.
 */
export function DepositOrderView({
  order,
  currency,
  onAgain,
}: {
  order: DepositOrder;
  currency: string;
  onAgain: () => void;
}) {
  const { t, i18n } = useLingui();
  return (
    <section className={styles.order} aria-labelledby="deposit-order-title">
      <h2 id="deposit-order-title" className={styles.sectionTitle}>
        <Trans>Deposit order</Trans>
      </h2>
      <p
        className={cx(styles.status, styles[order.status])}
        role="status"
        data-testid="deposit-status"
      >
        {i18n._(ORDER_STATUS_LABELS[order.status])}
      </p>
      {order.status === 'pending' && (
        <p className={styles.note}>
          <Trans>
            We are checking your payment. This page updates by itself; you may also leave it.
          </Trans>
        </p>
      )}
      {order.status === 'approved' && (
        <p className={styles.note}>
          <Trans>The amount has been added to your balance.</Trans>
        </p>
      )}
      {order.status === 'rejected' && order.reason && (
        <p className={styles.reason}>
          <Trans>Reason: {order.reason}</Trans>
        </p>
      )}
      <dl className={styles.details}>
        <div className={styles.detail}>
          <dt>
            <Trans>Order number</Trans>
          </dt>
          <dd className={styles.copyable}>
            <span className={styles.number}>{order.orderNo}</span>
            <CopyButton text={order.orderNo} label={t`order number`} />
          </dd>
        </div>
        <div className={styles.detail}>
          <dt>
            <Trans>Channel</Trans>
          </dt>
          <dd>{order.channelName}</dd>
        </div>
        <div className={styles.detail}>
          <dt>
            <Trans>Amount</Trans>
          </dt>
          <dd>{`${formatMoney(order.amount)} ${currency}`.trim()}</dd>
        </div>
        <div className={styles.detail}>
          <dt>
            <Trans>Paid from</Trans>
          </dt>
          <dd className={styles.number}>{order.payerNumber}</dd>
        </div>
        <div className={styles.detail}>
          <dt>
            <Trans>Transaction ID</Trans>
          </dt>
          <dd className={styles.number}>{order.transactionId}</dd>
        </div>
        <div className={styles.detail}>
          <dt>
            <Trans>Submitted</Trans>
          </dt>
          <dd>{bangladeshDateTime(order.createdAt)}</dd>
        </div>
        {order.decidedAt && (
          <div className={styles.detail}>
            <dt>
              <Trans>Decided</Trans>
            </dt>
            <dd>{bangladeshDateTime(order.decidedAt)}</dd>
          </div>
        )}
      </dl>
      <p className={styles.note}>
        <Trans>Times are Bangladesh time.</Trans>
      </p>
      <Button size="lg" block onClick={onAgain}>
        <Trans>Make another deposit</Trans>
      </Button>
    </section>
  );
}
