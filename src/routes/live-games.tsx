import { createFileRoute } from '@tanstack/react-router';
import { ScreenPlaceholder } from '../features/shell/components/screen-placeholder.tsx';

export const Route = createFileRoute('/live-games')({ component: LiveGamesScreen });

function LiveGamesScreen() {
  return <ScreenPlaceholder path="/live-games" />;
}
