import { createFileRoute } from '@tanstack/react-router';
import { ScreenPlaceholder } from '../features/shell/components/screen-placeholder.tsx';

export const Route = createFileRoute('/activity')({ component: ActivityScreen });

function ActivityScreen() {
  return <ScreenPlaceholder path="/activity" />;
}
