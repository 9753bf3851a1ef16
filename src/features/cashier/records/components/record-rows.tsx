import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { BetRecord, BetTotals } from '../../../../../shared/contract/calls/bet-records.ts';
import type { TransactionRecord } from '../../../../../shared/contract/calls/transaction-records.ts';
import type { RecordStatus } from '../../../../../shared/contract/cashier.ts';
import { categoryName } from '../../../../lib/category-routes';
import { cx } from '../../../../ui';
import { bangladeshDateTime } from '../../../../lib/bangladesh-time';
import { CopyButton } from '../../shared/copy-button';
import { formatMoney, formatSignedMoney, isNegative } from '../../../../lib/money-text';
import { ENTRY_TYPE_LABELS, STATUS_LABELS } from '../record-labels';
import styles from './records.module.css';

/** A signed amount: green with + for money in, red with − for money out (requirements C5.3). */
export function SignedAmount({ amount }: { amount: string }) {
  return (
    <span className={cx(styles.amount, isNegative(amount) ? styles.minus : styles.plus)}>
      {formatSignedMoney(amount)}
    </span>
  );
}

export function StatusBadge({ status }: { status: RecordStatus }) {
  const { i18n } = useLingui();
  return <span className={cx(styles.badge, styles[status])}>{i18n._(STATUS_LABELS[status])}</span>;
}

/** A bet or a win refers to its game round, every other movement to its order (requirements C2.1). */
const isRound = (record: TransactionRecord) => record.type === 'bet' || record.type === 'win';

/** One movement: time, type, signed amount, status, and its order number with a copy button. */
export function TransactionRow({
  record,
  onOpen,
}: {
  record: TransactionRecord;
  onOpen: () => void;
}) {
  const { t, i18n } = useLingui();
  const reference = record.reference;
  return (
    <li className={styles.row}>
      <button type="button" className={styles.rowButton} onClick={onOpen}>
        <span className={styles.line}>
          <span className={styles.primary}>{i18n._(ENTRY_TYPE_LABELS[record.type])}</span>
          <SignedAmount amount={record.amount} />
        </span>
        <span className={styles.line}>
          <time className={styles.secondary} dateTime={record.createdAt}>
            {bangladeshDateTime(record.createdAt)}
          </time>
          <StatusBadge status={record.status} />
        </span>
      </button>
      {reference !== null && (
        <div className={styles.reference}>
          <span className={styles.referenceText}>{reference}</span>
          <CopyButton
            text={reference}
            label={isRound(record) ? t`round ${reference}` : t`order number ${reference}`}
          />
        </div>
      )}
    </li>
  );
}

/** One round: game, vendor, time, stake and the signed win or loss (requirements C6.2). */
export function BetRow({ record, onOpen }: { record: BetRecord; onOpen: () => void }) {
  const { t } = useLingui();
  const stake = formatMoney(record.stake);
  return (
    <li className={styles.row}>
      <button type="button" className={styles.rowButton} onClick={onOpen}>
        <span className={styles.line}>
          <span className={styles.primary}>{record.gameName}</span>
          <SignedAmount amount={record.winLoss} />
        </span>
        <span className={styles.line}>
          <span className={styles.secondary}>{record.vendorName}</span>
          <span className={styles.secondary}>{t`Stake ${stake}`}</span>
        </span>
        <time className={styles.secondary} dateTime={record.createdAt}>
          {bangladeshDateTime(record.createdAt)}
        </time>
      </button>
    </li>
  );
}

/** The betting record's totals over the whole filter, not only the rows loaded. */
export function BetTotalsBar({ totals }: { totals: BetTotals }) {
  const { t } = useLingui();
  return (
    <dl className={styles.totals} aria-label={t`Totals`}>
      <div>
        <dt>{t`Rounds`}</dt>
        <dd>{totals.rounds}</dd>
      </div>
      <div>
        <dt>{t`Stake`}</dt>
        <dd>{formatMoney(totals.stake)}</dd>
      </div>
      <div>
        <dt>{t`Valid stake`}</dt>
        <dd>{formatMoney(totals.validStake)}</dd>
      </div>
      <div>
        <dt>{t`Win/loss`}</dt>
        <dd>
          <SignedAmount amount={totals.winLoss} />
        </dd>
      </div>
    </dl>
  );
}

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </>
  );
}

function Copyable({ text, label }: { text: string; label: string }) {
  return (
    <>
      <span className={styles.detailValue}>{text}</span>
      <CopyButton text={text} label={label} />
    </>
  );
}

/** Every field of a movement (requirements C5.3). */
export function TransactionDetail({ record }: { record: TransactionRecord }) {
  const { t, i18n } = useLingui();
  const reference = record.reference;
  return (
    <dl className={styles.detail}>
      <Item label={t`Type`}>{i18n._(ENTRY_TYPE_LABELS[record.type])}</Item>
      <Item label={t`Amount`}>
        <SignedAmount amount={record.amount} />
      </Item>
      <Item label={t`Status`}>
        <StatusBadge status={record.status} />
      </Item>
      <Item label={t`Time`}>{bangladeshDateTime(record.createdAt)}</Item>
      {reference !== null &&
        (isRound(record) ? (
          <Item label={t`Round`}>
            <Copyable text={reference} label={t`round ${reference}`} />
          </Item>
        ) : (
          <Item label={t`Order number`}>
            <Copyable text={reference} label={t`order number ${reference}`} />
          </Item>
        ))}
      {record.channelName !== null && <Item label={t`Channel`}>{record.channelName}</Item>}
      {record.balanceAfter !== null && (
        <Item label={t`Balance after`}>{formatMoney(record.balanceAfter)}</Item>
      )}
      {record.decidedAt !== null && (
        <Item label={t`Decided`}>{bangladeshDateTime(record.decidedAt)}</Item>
      )}
      {record.reason !== null && (
        <Item label={record.status === 'rejected' ? t`Reason` : t`Note`}>{record.reason}</Item>
      )}
    </dl>
  );
}

/** Every field of a round: its id with a copy button, stake, valid stake, payout (requirements C6.2). */
export function BetDetail({ record }: { record: BetRecord }) {
  const { t, i18n } = useLingui();
  const roundId = record.roundId;
  return (
    <dl className={styles.detail}>
      <Item label={t`Game`}>{record.gameName}</Item>
      <Item label={t`Vendor`}>{record.vendorName}</Item>
      <Item label={t`Game category`}>{categoryName((d) => i18n._(d), record.category)}</Item>
      <Item label={t`Round`}>
        <Copyable text={roundId} label={t`round ${roundId}`} />
      </Item>
      <Item label={t`Time`}>{bangladeshDateTime(record.createdAt)}</Item>
      <Item label={t`Stake`}>{formatMoney(record.stake)}</Item>
      <Item label={t`Valid stake`}>{formatMoney(record.validStake)}</Item>
      <Item label={t`Payout`}>{formatMoney(record.payout)}</Item>
      <Item label={t`Win/loss`}>
        <SignedAmount amount={record.winLoss} />
      </Item>
    </dl>
  );
}
