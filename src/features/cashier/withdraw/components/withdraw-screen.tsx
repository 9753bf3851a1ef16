import { Trans, useLingui } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { inspected } from '../../../../lib/inspected-actor.ts';
import { Button, EmptyState, Skeleton } from '../../../../ui';
import { MemberGate } from '../../../../ui/member-gate';
import { newIdempotencyKey } from '../../../../lib/idempotency-key';
import { formatMoney } from '../../../../lib/money-text';
import { useMoneyEvent } from '../../../../lib/use-money-event';
import { withdrawCalls, withdrawLogic, type WithdrawCalls } from '../actors/withdraw.actors';
import { loadErrorMessage } from '../withdraw-messages';
import { PaymentPasswordStep } from './payment-password-step';
import { PayoutAccountStep } from './payout-account-step';
import { WithdrawFormView } from './withdraw-form-view';
import { WithdrawOrderView } from './withdraw-order-view';
import styles from './withdraw.module.css';

/** `/m/withdraw` (requirements C4): members only (requirements C1.1, `MemberGate`). */
export function WithdrawScreen({ calls = withdrawCalls }: { calls?: WithdrawCalls }) {
  return <MemberGate>{() => <WithdrawFlow calls={calls} />}</MemberGate>;
}

/** Renders the withdraw chart: the setup steps, the form, or the placed order. */
function WithdrawFlow({ calls }: { calls: WithdrawCalls }) {
  const { i18n, t } = useLingui();
  const moneyEvent = useMoneyEvent();
  const logic = useMemo(() => withdrawLogic(calls, () => void moneyEvent()), [calls, moneyEvent]);
  const actor = useActorRef(logic, inspected({ input: { newKey: newIdempotencyKey } }));
  const state = useSelector(actor, (snapshot) => snapshot.value);
  const setup = useSelector(actor, (snapshot) => snapshot.context.setup);
  const errorCode = useSelector(actor, (snapshot) => snapshot.context.errorCode);
  const passwordStep = useSelector(actor, (snapshot) => snapshot.children.passwordStep);
  const accountStep = useSelector(actor, (snapshot) => snapshot.children.accountStep);

  if (state === 'loadFailed')
    return (
      <div className={styles.screen}>
        <EmptyState
          title={loadErrorMessage(i18n, errorCode ?? 'unknown')}
          action={
            <Button onClick={() => actor.send({ type: 'setup.retry' })}>
              <Trans>Try again</Trans>
            </Button>
          }
        />
      </div>
    );
  if (setup === null || state === 'loading')
    return (
      <div className={styles.screen} aria-busy="true">
        <span role="status" className={styles.lead}>
          <Trans>Loading</Trans>
        </span>
        <Skeleton height={76} radius="lg" />
        <Skeleton height={48} />
        <Skeleton height={48} />
        <Skeleton height={48} />
      </div>
    );

  const ordered = state === 'placed' || state === 'refreshingOrder';
  const rereading = state === 'refreshingSetup';
  return (
    <div className={styles.screen}>
      {/* Once the order is placed its amount has left the balance: the figures above it would be
          the old ones, and the header's own balance has already been read again. */}
      {/* After a refusal for the balance the figures are being read again: the old ones would
          contradict the message, which already names the new withdrawable. */}
      {!ordered && (
        <dl className={styles.summary} aria-label={t`Your balance`} aria-busy={rereading}>
          <div>
            <dt>
              <Trans>Balance</Trans>
            </dt>
            <dd>
              {rereading ? <Skeleton width="6em" height="1.2em" /> : formatMoney(setup.balance)}
            </dd>
          </div>
          <div>
            <dt>
              <Trans>Withdrawable</Trans>
            </dt>
            <dd>
              {rereading ? (
                <Skeleton width="6em" height="1.2em" />
              ) : (
                formatMoney(setup.withdrawable)
              )}
            </dd>
          </div>
        </dl>
      )}
      {state === 'settingPassword' && passwordStep && <PaymentPasswordStep step={passwordStep} />}
      {state === 'addingFirstAccount' && accountStep && <PayoutAccountStep step={accountStep} />}
      {state === 'addingAccount' && accountStep && (
        <PayoutAccountStep
          step={accountStep}
          onCancel={() => actor.send({ type: 'account.addCancelled' })}
        />
      )}
      {(state === 'editing' || state === 'submitting' || state === 'refreshingSetup') && (
        <WithdrawFormView actor={actor} />
      )}
      {ordered && <WithdrawOrderView actor={actor} />}
    </div>
  );
}
