import { createFileRoute } from '@tanstack/react-router';
import { OperatorNotice } from '../features/shell/components/operator-notice.tsx';

export const Route = createFileRoute('/voucherCenter')({ component: VoucherCenterScreen });

function VoucherCenterScreen() {
  return <OperatorNotice path="/voucherCenter" />;
}
