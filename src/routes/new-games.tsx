import { createFileRoute } from '@tanstack/react-router';
import { ScreenPlaceholder } from '../features/shell/components/screen-placeholder.tsx';

export const Route = createFileRoute('/new-games')({ component: NewGamesScreen });

function NewGamesScreen() {
  return <ScreenPlaceholder path="/new-games" />;
}
