import { createFileRoute } from '@tanstack/react-router';
import { ScreenPlaceholder } from '../features/shell/components/screen-placeholder.tsx';

export const Route = createFileRoute('/rewardCenter')({ component: RewardCenterScreen });

function RewardCenterScreen() {
  return <ScreenPlaceholder path="/rewardCenter" />;
}
