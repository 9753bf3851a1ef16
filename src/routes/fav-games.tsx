import { createFileRoute } from '@tanstack/react-router';
import { ScreenPlaceholder } from '../features/shell/components/screen-placeholder.tsx';

export const Route = createFileRoute('/fav-games')({ component: FavGamesScreen });

function FavGamesScreen() {
  return <ScreenPlaceholder path="/fav-games" />;
}
