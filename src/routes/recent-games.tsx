import { createFileRoute } from '@tanstack/react-router';
import { ScreenPlaceholder } from '../features/shell/components/screen-placeholder.tsx';

export const Route = createFileRoute('/recent-games')({ component: RecentGamesScreen });

function RecentGamesScreen() {
  return <ScreenPlaceholder path="/recent-games" />;
}
