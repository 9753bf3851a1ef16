import { createFileRoute } from '@tanstack/react-router';
import { ScreenPlaceholder } from '../features/shell/components/screen-placeholder.tsx';

export const Route = createFileRoute('/sport-games')({ component: SportGamesScreen });

function SportGamesScreen() {
  return <ScreenPlaceholder path="/sport-games" />;
}
