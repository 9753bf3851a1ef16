import { useMemo } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { StartupActor } from '../../../../app/startup-context';
import { newIdempotencyKey } from '../../../../lib/idempotency-key';
import { inspected } from '../../../../lib/inspected-actor.ts';
import { formatMoney } from '../../../../lib/money-text';
import { useMoneyEvent } from '../../../../lib/use-money-event';
import { enabledModules } from '../../../../lib/whitelabel';
import { Button, EmptyState, Skeleton, buttonClassName } from '../../../../ui';
import { reachesMinimum } from '../../../../../machines/rewards/manual-rebate.machine.ts';
import {
  manualRebateCalls,
  manualRebateLogic,
  type ManualRebateCalls,
} from '../actors/manual-rebate.actors';
import {
  rebateErrorMessage,
  rebateHistoryErrorMessage,
  rebateRefusalMessage,
} from '../rebate-messages';
import { RebateHistory, type RebateHistoryMore } from './rebate-history';
import { RebateLines } from './rebate-lines';
import styles from './rebate.module.css';

/** Whether MANPLAYREB3 is on in the site's module flags (requirements D3.5). */
function useRebateEnabled(): boolean {
  const whitelabel = StartupActor.useSelector(
    (snapshot) => snapshot.context.status?.info.whitelabel,
  );
  return useMemo(() => enabledModules(whitelabel ?? []).has('MANPLAYREB3'), [whitelabel]);
}

/** `/m/member/manualRebate` (requirements D3): the manual rebate for a member, by the site's flag. */
export function RebateScreen() {
  return <RebateView enabled={useRebateEnabled()} />;
}

/** The manual rebate chart's view; a test hands in its calls and the module flag. */
export function RebateView({
  calls = manualRebateCalls,
  enabled,
}: {
  calls?: ManualRebateCalls;
  /** MANPLAYREB3 is on (requirements D3.5). */
  enabled: boolean;
}) {
  const { t, i18n } = useLingui();
  const moneyEvent = useMoneyEvent();
  const logic = useMemo(
    () => manualRebateLogic({ announceMoneyEvent: () => void moneyEvent() }, calls),
    [moneyEvent, calls],
  );
  const actor = useActorRef(logic, inspected({ input: { enabled } }));
  const value = useSelector(actor, (snapshot) => snapshot.value);
  const context = useSelector(actor, (snapshot) => snapshot.context);
  const busy = useSelector(actor, (snapshot) => snapshot.hasTag('busy'));
  const claiming = useSelector(actor, (snapshot) =>
    snapshot.matches({ ready: { rebate: 'claiming' } }),
  );
  const refused = useSelector(actor, (snapshot) =>
    snapshot.matches({ ready: { rebate: 'refused' } }),
  );
  const afterClaim = useSelector(actor, (snapshot) =>
    snapshot.matches({ ready: { rebate: 'claimed' } }),
  );
  const reloadFailed = useSelector(actor, (snapshot) =>
    snapshot.matches({ ready: { rebate: { claimed: 'reloadFailed' } } }),
  );
  const more = useSelector(actor, (snapshot): RebateHistoryMore['state'] => {
    if (snapshot.hasTag('historyBusy')) return 'loading';
    if (snapshot.matches({ ready: { history: 'more' } })) return 'more';
    if (snapshot.matches({ ready: { history: 'loadMoreFailed' } })) return 'failed';
    return 'none';
  });

  if (value === 'disabled')
    return (
      <div className={styles.screen}>
        <EmptyState
          title={<Trans>The manual rebate is not available on this site</Trans>}
          action={
            <Link to="/home" className={buttonClassName({ variant: 'secondary' })}>
              <Trans>Back to home</Trans>
            </Link>
          }
        />
      </div>
    );
  if (value === 'loadFailed')
    return (
      <div className={styles.screen}>
        <EmptyState
          title={rebateErrorMessage(i18n, context.loadError ?? 'unknown')}
          action={
            <Button onClick={() => actor.send({ type: 'rebate.retry' })}>
              <Trans>Try again</Trans>
            </Button>
          }
        />
      </div>
    );
  const summary = context.summary;
  if (value === 'loading' || value === 'checkingAvailability' || summary === null)
    return (
      <div className={styles.screen} aria-busy="true">
        <p className={styles.visuallyHidden} role="status">
          <Trans>Loading your rebate</Trans>
        </p>
        <Skeleton height={160} radius="md" />
        <Skeleton height={48} radius="md" />
        <Skeleton height={96} radius="md" />
      </div>
    );

  const claimable = reachesMinimum(summary);
  const claimed = afterClaim ? context.claimed : null;
  const missing = formatMoney(summary.missing);
  const minimum = formatMoney(summary.minimum);
  const total = formatMoney(summary.total);
  const claimedTotal = formatMoney(claimed?.total ?? '0');
  const claim = () => actor.send({ type: 'rebate.claim', key: newIdempotencyKey() });

  return (
    <div className={styles.screen} aria-busy={busy}>
      <section className={styles.section} aria-labelledby="rebate-now-title">
        <h2 id="rebate-now-title" className={styles.sectionTitle}>
          <Trans>Rebate since your last claim</Trans>
        </h2>
        {summary.lines.length === 0 ? (
          <p className={styles.note}>
            <Trans>No rebate yet: play games and your valid stakes earn a rebate here.</Trans>
          </p>
        ) : null}
        <RebateLines
          lines={summary.lines}
          total={summary.total}
          caption={t`Rebate by game category`}
          totalId="rebate-total"
        />
        <p className={styles.note}>
          <Trans>Minimum claim: {minimum}</Trans>
        </p>
      </section>

      <div role="status" className={styles.status}>
        {claimed !== null && (
          <p className={styles.success}>
            <Trans>You claimed {claimedTotal}. It is in your balance.</Trans>
          </p>
        )}
        {reloadFailed && (
          <p className={styles.problem}>
            {rebateErrorMessage(i18n, context.loadError ?? 'unknown')}
          </p>
        )}
        {refused && context.refusal !== null && (
          <p className={styles.problem}>{rebateRefusalMessage(i18n, context.refusal)}</p>
        )}
      </div>

      {refused || reloadFailed ? (
        <Button block variant="secondary" onClick={() => actor.send({ type: 'rebate.retry' })}>
          <Trans>Refresh</Trans>
        </Button>
      ) : (
        <div className={styles.claim}>
          <Button
            block
            loading={claiming}
            aria-disabled={!claimable || undefined}
            aria-describedby={claimable ? undefined : 'rebate-missing'}
            onClick={() => {
              if (claimable && !busy) claim();
            }}
          >
            <Trans>Claim {total}</Trans>
          </Button>
          {!claimable && (
            <p id="rebate-missing" className={styles.note}>
              <Trans>{missing} more needed to claim</Trans>
            </p>
          )}
        </div>
      )}

      <RebateHistory
        claims={context.claims}
        more={
          more === 'failed'
            ? {
                state: 'failed',
                problem: rebateHistoryErrorMessage(i18n, context.moreError ?? 'unknown'),
              }
            : { state: more }
        }
        onMore={() => actor.send({ type: 'history.more' })}
      />
    </div>
  );
}
