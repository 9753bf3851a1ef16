import { createFileRoute } from '@tanstack/react-router';
import { ScreenPlaceholder } from '../features/shell/components/screen-placeholder.tsx';

export const Route = createFileRoute('/search-games')({ component: SearchGamesScreen });

function SearchGamesScreen() {
  return <ScreenPlaceholder path="/search-games" />;
}
