import { useCallback, useMemo } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { StartupActor } from '../app/startup-context.ts';
import { RecordsScreen } from '../features/cashier/records/components/records-screen.tsx';
import { parseDetailSearch } from '../features/cashier/records/detail-search.ts';
import {
  useDetailInAddress,
  type WriteDetail,
} from '../features/cashier/records/use-detail-in-address.ts';
import { enabledModules } from '../lib/whitelabel';
import { BET_RECORDS_MODULE } from '../../shared/contract/calls/bet-records.ts';

export const Route = createFileRoute('/gameRecord')({
  validateSearch: parseDetailSearch,
  component: GameRecordRoute,
});

/** Requirements C6.2: the betting record, where the operator has TRANSBETREPMEM3 on. */
function GameRecordRoute() {
  const { detail } = Route.useSearch();
  const navigate = Route.useNavigate();
  const whitelabel = StartupActor.useSelector(
    (snapshot) => snapshot.context.status?.info.whitelabel,
  );
  const enabled = useMemo(
    () => enabledModules(whitelabel ?? []).has(BET_RECORDS_MODULE),
    [whitelabel],
  );
  const write = useCallback<WriteDetail>(
    (next, { replace }) => void navigate({ search: next ? { detail: next } : {}, replace }),
    [navigate],
  );
  const onDetailChange = useDetailInAddress(write);
  return (
    <RecordsScreen kind="bets" enabled={enabled} detail={detail} onDetailChange={onDetailChange} />
  );
}
