import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import {
  DEFAULT_FILTER,
  type RecordFilter,
} from '../../../../../machines/cashier/record-filters.ts';
import type {
  RecordItem,
  RecordKind,
} from '../../../../../machines/cashier/record-list.machine.ts';
import { inspected } from '../../../../lib/inspected-actor.ts';
import { Button, buttonClassName, EmptyState, Popup, Skeleton } from '../../../../ui';
import { bangladeshDay } from '../../../../lib/bangladesh-time';
import { MemberGate } from '../../../../ui/member-gate';
import { recordListLogic } from '../actors/record-list.actors';
import { recordErrorMessage } from '../record-labels';
import { RecordFiltersBar } from './record-filters-bar';
import { BetDetail, BetRow, BetTotalsBar, TransactionDetail, TransactionRow } from './record-rows';
import styles from './records.module.css';
import { useNearEnd } from './use-near-end';

export interface RecordsScreenProps {
  kind: RecordKind;
  /** The list's module (TRANSREC3, TRANSBETREPMEM3) is on for this site. */
  enabled: boolean;
  /** The row whose detail the address names (`?detail=`), so that back closes it. */
  detail: string | undefined;
  /** Opens a detail (a new history entry) or closes it (null). */
  onDetailChange: (id: string | null) => void;
}

/**
 * `/m/transaction/record` and `/m/gameRecord` (requirements C5, C6.2): members only
 * (requirements C1.1), and only where the operator has the list's module on.
 */
export function RecordsScreen(props: RecordsScreenProps) {
  const { t } = useLingui();
  if (!props.enabled)
    return (
      <div className={styles.screen}>
        <EmptyState
          title={t`This function is not available`}
          action={
            <Link to="/home" className={buttonClassName({ variant: 'secondary' })}>
              <Trans>Back to home</Trans>
            </Link>
          }
        />
      </div>
    );
  return <MemberGate>{() => <RecordList {...props} />}</MemberGate>;
}

const SKELETON_ROWS = 6;

function SkeletonRows({ count }: { count: number }) {
  return (
    <>
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className={styles.skeletonRow}>
          <Skeleton height={18} width="60%" />
          <Skeleton height={14} width="40%" />
        </li>
      ))}
    </>
  );
}

function RecordList({ kind, detail, onDetailChange }: RecordsScreenProps) {
  const { t, i18n } = useLingui();
  const logic = useMemo(() => recordListLogic(), []);
  const actor = useActorRef(logic, inspected({ input: { kind, filter: DEFAULT_FILTER } }));
  const list = useSelector(actor, (snapshot) => (snapshot.value as { list: string }).list);
  const detailOpen = useSelector(actor, (snapshot) => snapshot.matches({ detail: 'open' }));
  const context = useSelector(actor, (snapshot) => snapshot.context);
  const today = bangladeshDay(new Date());

  useNearEnd(() => actor.send({ type: 'list.nearEnd' }), context.items.length);

  // The address says which detail is open: a row tapped adds `?detail=`, back takes it away.
  useEffect(() => {
    if (detail === undefined) actor.send({ type: 'record.close' });
    else actor.send({ type: 'record.open', id: detail });
  }, [actor, detail, context.items]);

  // A page restored from the back-forward cache shows what it showed when left: read it again
  // (requirements C7.1, src/lib/refresh-after-return.ts does the same for the balances).
  const filterRef = useRef<RecordFilter>(context.filter);
  useLayoutEffect(() => {
    filterRef.current = context.filter;
  });
  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) actor.send({ type: 'filter.changed', filter: filterRef.current });
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, [actor]);

  // A next page that failed says so below the last row, where the player was scrolling: brought
  // into view with its Try again, which the screen's end would otherwise leave below the fold
  // (`?.`: jsdom has no scrolling).
  const moreFailedRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (list === 'moreFailed') moreFailedRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [list]);

  // The popup keeps its row through its closing animation.
  const found = context.items.find((item) => item.id === context.selectedId) ?? null;
  const [shown, setShown] = useState<RecordItem | null>(null);
  if (found !== null && found !== shown) setShown(found);
  const selected = found ?? shown;
  const busy = list === 'loading' || list === 'restarting';
  const rows = context.items.map((item: RecordItem) =>
    item.kind === 'transaction' ? (
      <TransactionRow key={item.id} record={item.record} onOpen={() => onDetailChange(item.id)} />
    ) : (
      <BetRow key={item.id} record={item.record} onOpen={() => onDetailChange(item.id)} />
    ),
  );

  return (
    <div className={styles.screen}>
      <RecordFiltersBar
        kind={kind}
        filter={context.filter}
        today={today}
        onChange={(filter) => actor.send({ type: 'filter.changed', filter })}
      />
      {kind === 'bets' && context.totals !== null && <BetTotalsBar totals={context.totals} />}
      <div role="status" aria-live="polite" className={styles.hiddenLegend}>
        {busy ? t`Loading` : list === 'loadingMore' ? t`Loading more records` : ''}
      </div>
      {list === 'failed' ? (
        <EmptyState
          icon="info"
          title={recordErrorMessage(i18n, context.errorCode ?? 'unknown')}
          action={
            <Button onClick={() => actor.send({ type: 'list.retry' })}>
              <Trans>Try again</Trans>
            </Button>
          }
        />
      ) : list === 'empty' ? (
        <EmptyState
          icon="receipt"
          title={t`No records`}
          description={t`Nothing matches these filters. Try another date or type.`}
        />
      ) : (
        <ul className={styles.list} aria-busy={busy || undefined} aria-label={t`Records`}>
          {busy ? <SkeletonRows count={SKELETON_ROWS} /> : rows}
          {list === 'loadingMore' && <SkeletonRows count={2} />}
        </ul>
      )}
      {list === 'moreFailed' && (
        <div ref={moreFailedRef} className={styles.more}>
          <p className={styles.error} role="alert">
            {recordErrorMessage(i18n, context.errorCode ?? 'unknown')}
          </p>
          <Button variant="secondary" onClick={() => actor.send({ type: 'list.retry' })}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      )}
      {list === 'showing' && !context.hasMore && (
        <p className={styles.more}>
          <Trans>No more records</Trans>
        </p>
      )}
      <Popup
        open={detailOpen && found !== null}
        onClose={() => onDetailChange(null)}
        title={kind === 'transactions' ? t`Transaction details` : t`Bet details`}
      >
        {selected?.kind === 'transaction' && <TransactionDetail record={selected.record} />}
        {selected?.kind === 'bet' && <BetDetail record={selected.record} />}
      </Popup>
    </div>
  );
}
