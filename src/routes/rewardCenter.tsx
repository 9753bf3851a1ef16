import { createFileRoute } from '@tanstack/react-router';
import { OperatorNotice } from '../features/shell/components/operator-notice.tsx';

export const Route = createFileRoute('/rewardCenter')({ component: RewardCenterScreen });

function RewardCenterScreen() {
  return <OperatorNotice path="/rewardCenter" />;
}
