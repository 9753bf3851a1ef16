import { useMemo, useRef } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { inspected } from '../../../../lib/inspected-actor.ts';
import { useWalletBalance } from '../../../../lib/use-wallet-balance';
import type { SessionInfo } from '../../../../lib/storage';
import { Button, EmptyState, Skeleton, buttonClassName, toast } from '../../../../ui';
import {
  chosenChannel,
  type DepositContext,
} from '../../../../../machines/cashier/deposit.machine.ts';
import { DEPOSIT_FIELDS } from '../../../../../machines/cashier/deposit-form.ts';
import { newIdempotencyKey } from '../../../../lib/idempotency-key';
import { useMoneyEvent } from '../../../../lib/use-money-event';
import { depositCalls, depositLogic, type DepositCalls } from '../actors/deposit.actors';
import { depositErrorMessage } from '../deposit-messages';
import { DepositFormView } from './deposit-form-view';
import { DepositOrderView } from './deposit-order-view';
import styles from './deposit.module.css';

/** `/m/voucherCenter` (requirements C3): renders the deposit chart for a signed-in member. */
export function DepositScreen({
  session,
  calls = depositCalls,
}: {
  session: SessionInfo;
  calls?: DepositCalls;
}) {
  const { t, i18n } = useLingui();
  const moneyEvent = useMoneyEvent();
  const logic = useMemo(
    () =>
      depositLogic(
        {
          showPlaced: (orderNo) =>
            toast.show({
              style: 'success',
              message: t`Deposit submitted. Order number ${orderNo}. We will add it to your balance once it is checked.`,
            }),
          announceMoneyEvent: () => void moneyEvent(),
        },
        calls,
      ),
    [t, moneyEvent, calls],
  );
  const actor = useActorRef(logic, inspected());
  const value = useSelector(actor, (snapshot) => snapshot.value);
  const context = useSelector(actor, (snapshot) => snapshot.context);
  const wallet = useWalletBalance(session.token);
  const fields = useRef<Partial<Record<string, HTMLInputElement | null>>>({});

  const balance = (
    <p className={styles.balance}>
      <span>
        <Trans>Balance</Trans>
      </span>
      <strong data-testid="deposit-balance">
        {wallet.amount === null ? '…' : `${wallet.amount} ${wallet.currency}`.trim()}
      </strong>
    </p>
  );

  if (value === 'loading')
    return (
      <div className={styles.screen} aria-busy="true">
        {balance}
        <p className={styles.visuallyHidden} role="status">
          <Trans>Loading the deposit channels</Trans>
        </p>
        <div className={styles.skeletonRow}>
          {[0, 1, 2, 3].map((key) => (
            <Skeleton key={key} height={72} radius="md" />
          ))}
        </div>
        <Skeleton height={120} radius="md" />
        <Skeleton height={56} radius="md" />
        <Skeleton height={56} radius="md" />
      </div>
    );
  if (value === 'loadFailed')
    return (
      <div className={styles.screen}>
        <EmptyState
          title={depositErrorMessage(i18n, context.loadError ?? 'unknown')}
          action={
            <Button onClick={() => actor.send({ type: 'deposit.retry' })}>
              <Trans>Try again</Trans>
            </Button>
          }
        />
      </div>
    );
  if (value === 'unavailable')
    return (
      <div className={styles.screen}>
        <EmptyState
          title={<Trans>Deposits are not available right now</Trans>}
          description={
            <Trans>Please try again later, or ask customer service in the help centre.</Trans>
          }
          action={
            <div className={styles.links}>
              <Link to="/help" className={buttonClassName({ variant: 'primary' })}>
                <Trans>Customer service</Trans>
              </Link>
              <Link to="/home" className={buttonClassName({ variant: 'secondary' })}>
                <Trans>Back to home</Trans>
              </Link>
            </div>
          }
        />
      </div>
    );
  if (typeof value === 'object' && context.order)
    return (
      <div className={styles.screen}>
        {balance}
        <DepositOrderView
          order={context.order}
          currency={context.currency}
          onAgain={() => actor.send({ type: 'deposit.again' })}
        />
      </div>
    );

  const channel = chosenChannel(context);
  if (channel === null) return null;
  const submit = () => {
    actor.send({ type: 'deposit.submit', key: newIdempotencyKey() });
    // The first field with a problem gets the focus, so its message is read out next.
    const errors = actor.getSnapshot().context.fieldErrors;
    const first = DEPOSIT_FIELDS.find((field) => errors[field] !== undefined);
    if (first) fields.current[first]?.focus();
  };
  return (
    <div className={styles.screen}>
      {balance}
      <DepositFormView
        context={context as DepositContext}
        channel={channel}
        submitting={value === 'submitting'}
        fieldRef={(field, element) => {
          fields.current[field] = element;
        }}
        send={actor.send}
        onSubmit={submit}
      />
    </div>
  );
}
