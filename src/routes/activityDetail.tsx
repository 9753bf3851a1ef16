import { createFileRoute } from '@tanstack/react-router';
import { ScreenPlaceholder } from '../features/shell/components/screen-placeholder.tsx';

export const Route = createFileRoute('/activityDetail')({ component: ActivityDetailScreen });

function ActivityDetailScreen() {
  return <ScreenPlaceholder path="/activityDetail" />;
}
