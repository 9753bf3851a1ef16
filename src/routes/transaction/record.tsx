import { useCallback, useMemo } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { StartupActor } from '../../app/startup-context.ts';
import { RecordsScreen } from '../../features/cashier/records/components/records-screen.tsx';
import { parseDetailSearch } from '../../features/cashier/records/detail-search.ts';
import {
  useDetailInAddress,
  type WriteDetail,
} from '../../features/cashier/records/use-detail-in-address.ts';
import { enabledModules } from '../../lib/whitelabel';
import { TRANSACTION_RECORDS_MODULE } from '../../../shared/contract/calls/transaction-records.ts';

export const Route = createFileRoute('/transaction/record')({
  validateSearch: parseDetailSearch,
  component: TransactionRecordRoute,
});

/** Requirements C5: the transaction record, where the operator has TRANSREC3 on. */
function TransactionRecordRoute() {
  const { detail } = Route.useSearch();
  const navigate = Route.useNavigate();
  const whitelabel = StartupActor.useSelector(
    (snapshot) => snapshot.context.status?.info.whitelabel,
  );
  const enabled = useMemo(
    () => enabledModules(whitelabel ?? []).has(TRANSACTION_RECORDS_MODULE),
    [whitelabel],
  );
  const write = useCallback<WriteDetail>(
    (next, { replace }) => void navigate({ search: next ? { detail: next } : {}, replace }),
    [navigate],
  );
  const onDetailChange = useDetailInAddress(write);
  return (
    <RecordsScreen
      kind="transactions"
      enabled={enabled}
      detail={detail}
      onDetailChange={onDetailChange}
    />
  );
}
