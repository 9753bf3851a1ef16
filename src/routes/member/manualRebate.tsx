import { createFileRoute } from '@tanstack/react-router';
import { OperatorNotice } from '../../features/shell/components/operator-notice.tsx';

export const Route = createFileRoute('/member/manualRebate')({ component: ManualRebateScreen });

function ManualRebateScreen() {
  return <OperatorNotice path="/member/manualRebate" />;
}
