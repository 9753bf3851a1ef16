import { createFileRoute } from '@tanstack/react-router';
import { ScreenPlaceholder } from '../features/shell/components/screen-placeholder.tsx';

export const Route = createFileRoute('/jili-games')({ component: JiliGamesScreen });

function JiliGamesScreen() {
  return <ScreenPlaceholder path="/jili-games" />;
}
