import { Trans, useLingui } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { DepositLimit } from '../../../../../shared/contract/calls/responsible-gaming.ts';
import { bangladeshDateTime } from '../../../../lib/bangladesh-time.ts';
import { inspected } from '../../../../lib/inspected-actor.ts';
import { formatMoney } from '../../../../lib/money-text.ts';
import { Button, EmptyState, Field, Skeleton } from '../../../../ui';
import { SecurityPanel } from '../../account/components/security-panel';
import securityStyles from '../../account/components/security.module.css';
import { depositLimitsLogic, type ResponsibleCalls } from '../actors/responsible.actors';
import {
  PERIOD_LABELS,
  PERIOD_USED,
  responsibleErrorMessage,
  responsibleFieldMessage,
} from '../responsible-messages';
import styles from './responsible.module.css';

/**
 * Requirements D5.1: a limit per Bangladesh day, week and month. Lower or first applies at once;
 * higher or removed waits 24 hours, and the card says when.
 */
export function DepositLimitsPanel({ calls }: { calls: ResponsibleCalls }) {
  const { i18n, t } = useLingui();
  const logic = useMemo(() => depositLimitsLogic(calls), [calls]);
  const actor = useActorRef(logic, inspected());
  const state = useSelector(actor, (snapshot) => snapshot);
  const { context } = state;
  const busy = state.hasTag('busy');

  let body;
  if (state.matches('loadFailed'))
    body = (
      <EmptyState
        title={responsibleErrorMessage(i18n, context.errorCode ?? 'unknown')}
        action={
          <Button onClick={() => actor.send({ type: 'limits.retry' })}>
            <Trans>Try again</Trans>
          </Button>
        }
      />
    );
  else if (state.matches('loading'))
    body = (
      <div aria-busy="true">
        <Skeleton height={160} radius="md" />
      </div>
    );
  else
    body = (
      <>
        <p className={securityStyles.lead}>
          <Trans>
            Cap what you can deposit per day, week and month (Bangladesh time). A lower limit
            applies at once; a higher one or a removal applies 24 hours later.
          </Trans>
        </p>
        {context.limits.map((limit) => (
          <LimitCard
            key={limit.period}
            limit={limit}
            draft={context.drafts[limit.period]}
            error={context.fieldErrors[limit.period]}
            busy={busy}
            savedNow={
              state.matches({ showing: 'saved' }) && context.request?.period === limit.period
            }
            onChange={(value) => actor.send({ type: 'limit.changed', period: limit.period, value })}
            onSave={() => actor.send({ type: 'limit.save', period: limit.period })}
            onRemove={() => actor.send({ type: 'limit.remove', period: limit.period })}
            failure={
              context.errorCode !== null && context.request?.period === limit.period
                ? responsibleErrorMessage(i18n, context.errorCode)
                : null
            }
          />
        ))}
        {context.errorCode && context.request === null && (
          <p role="alert" className={securityStyles.error}>
            {responsibleErrorMessage(i18n, context.errorCode)}
          </p>
        )}
      </>
    );
  return <SecurityPanel title={t`Deposit limits`}>{body}</SecurityPanel>;
}

function LimitCard({
  limit,
  draft,
  error,
  busy,
  savedNow,
  onChange,
  onSave,
  onRemove,
  failure,
}: {
  limit: DepositLimit;
  draft: string;
  error: string | undefined;
  busy: boolean;
  savedNow: boolean;
  onChange: (value: string) => void;
  onSave: () => void;
  onRemove: () => void;
  /** Why this card's save failed, shown under its buttons (not below all three cards, off screen). */
  failure: string | null;
}) {
  const { i18n, t } = useLingui();
  const label = i18n._(PERIOD_LABELS[limit.period]);
  const pending = limit.pending;
  const when = pending === null ? '' : bangladeshDateTime(pending.from);
  const pendingAmount = pending?.amount == null ? '' : formatMoney(pending.amount);
  return (
    <section className={styles.card} aria-label={label}>
      <h3 className={styles.cardTitle}>{label}</h3>
      <dl className={styles.facts}>
        <dt>
          <Trans>In effect</Trans>
        </dt>
        <dd>{limit.amount === null ? t`No limit` : formatMoney(limit.amount)}</dd>
        <dt>{i18n._(PERIOD_USED[limit.period])}</dt>
        <dd>{formatMoney(limit.used)}</dd>
      </dl>
      {pending !== null && (
        <p className={styles.pending}>
          {pending.amount === null
            ? t`Removed from ${when} (Bangladesh time)`
            : t`Changes to ${pendingAmount} from ${when} (Bangladesh time)`}
        </p>
      )}
      <form
        noValidate
        className={securityStyles.form}
        onSubmit={(event) => {
          event.preventDefault();
          onSave();
        }}
      >
        <Field
          label={t`New ${label.toLowerCase()}`}
          name={`limit-${limit.period}`}
          inputMode="decimal"
          autoComplete="off"
          value={draft}
          error={error ? responsibleFieldMessage(i18n, error) : undefined}
          onChange={(event) => onChange(event.target.value)}
        />
        <div className={styles.actions}>
          <Button type="submit" disabled={busy}>
            <Trans>Save</Trans>
          </Button>
          {limit.amount !== null && pending?.amount !== null && (
            <Button type="button" variant="secondary" disabled={busy} onClick={onRemove}>
              <Trans>Remove</Trans>
            </Button>
          )}
        </div>
      </form>
      {failure !== null && (
        <p role="alert" className={securityStyles.error}>
          {failure}
        </p>
      )}
      {savedNow && (
        <p role="status" className={securityStyles.success}>
          {pending === null ? t`Saved. The limit applies now.` : t`Saved. It applies on ${when}.`}
        </p>
      )}
    </section>
  );
}
