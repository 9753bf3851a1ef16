import { createFileRoute } from '@tanstack/react-router';
import { ScreenPlaceholder } from '../features/shell/components/screen-placeholder.tsx';

export const Route = createFileRoute('/applyReward')({ component: ApplyRewardScreen });

function ApplyRewardScreen() {
  return <ScreenPlaceholder path="/applyReward" />;
}
