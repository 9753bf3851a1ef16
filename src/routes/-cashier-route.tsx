import { lazy, Suspense, useCallback, useMemo } from 'react';
import { useMatch, useNavigate, useSearch } from '@tanstack/react-router';
import { StartupActor } from '../app/startup-context.ts';
import { MemberGate } from '../ui/member-gate.tsx';
import {
  useDetailInAddress,
  type WriteDetail,
} from '../features/cashier/records/use-detail-in-address.ts';
import { enabledModules } from '../lib/whitelabel';
import { Spinner } from '../ui';
import type { ModuleId } from '../../shared/module-ids.ts';

// Not a route: the screen of the four cashier routes (requirements C3–C6), shared like the category
// and member-centre screens (src/routes/-shared-screens.ts says why): one small module for the
// gate and the choice, and each cashier screen in a chunk of its own behind it, so a deposit does
// not download the records and no cashier code weighs on another page's first load.

const DepositScreen = lazy(() =>
  import('../features/cashier/deposit/components/deposit-screen.tsx').then((module) => ({
    default: module.DepositScreen,
  })),
);
const WithdrawScreen = lazy(() =>
  import('../features/cashier/withdraw/components/withdraw-screen.tsx').then((module) => ({
    default: module.WithdrawScreen,
  })),
);
const RecordsScreen = lazy(() =>
  import('../features/cashier/records/components/records-screen.tsx').then((module) => ({
    default: module.RecordsScreen,
  })),
);

/** The module each record list needs on (requirements A6.6 flags; docs/api.md "Calls"). */
const RECORD_MODULES = {
  '/transaction/record': 'TRANSREC3',
  '/gameRecord': 'TRANSBETREPMEM3',
} as const satisfies Record<string, ModuleId>;

export function CashierRoute() {
  const routeId = useMatch({ strict: false, select: (match) => match.routeId });
  return (
    <Suspense fallback={<Spinner />}>
      {routeId === '/voucherCenter' ? (
        <MemberGate>{(session) => <DepositScreen session={session} />}</MemberGate>
      ) : routeId === '/withdraw' ? (
        <WithdrawScreen />
      ) : routeId === '/transaction/record' || routeId === '/gameRecord' ? (
        <RecordList path={routeId} />
      ) : null}
    </Suspense>
  );
}

/** A record list with its detail in the address and its module flag. */
function RecordList({ path }: { path: keyof typeof RECORD_MODULES }) {
  const { detail } = useSearch({ from: path });
  const navigate = useNavigate();
  const whitelabel = StartupActor.useSelector(
    (snapshot) => snapshot.context.status?.info.whitelabel,
  );
  const enabled = useMemo(
    () => enabledModules(whitelabel ?? []).has(RECORD_MODULES[path]),
    [whitelabel, path],
  );
  const write = useCallback<WriteDetail>(
    (next, { replace }) =>
      void navigate({ to: path, search: next ? { detail: next } : {}, replace }),
    [navigate, path],
  );
  const onDetailChange = useDetailInAddress(write);
  return (
    <RecordsScreen
      kind={path === '/gameRecord' ? 'bets' : 'transactions'}
      enabled={enabled}
      detail={detail}
      onDetailChange={onDetailChange}
    />
  );
}
