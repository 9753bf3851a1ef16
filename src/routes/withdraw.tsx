import { createFileRoute } from '@tanstack/react-router';
import { OperatorNotice } from '../features/shell/components/operator-notice.tsx';

export const Route = createFileRoute('/withdraw')({ component: WithdrawScreen });

function WithdrawScreen() {
  return <OperatorNotice path="/withdraw" />;
}
