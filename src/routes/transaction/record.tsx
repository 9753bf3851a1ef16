import { createFileRoute } from '@tanstack/react-router';
import { OperatorNotice } from '../../features/shell/components/operator-notice.tsx';

export const Route = createFileRoute('/transaction/record')({ component: TransactionRecordScreen });

function TransactionRecordScreen() {
  return <OperatorNotice path="/transaction/record" />;
}
