import { createFileRoute } from '@tanstack/react-router';
import { parseGameSearch } from '../features/games/game-search-params.ts';
import { CategoryRoute } from './-category-route.tsx';

export const Route = createFileRoute('/live-games')({ validateSearch: parseGameSearch, component: LiveGamesScreen });

function LiveGamesScreen() {
  return <CategoryRoute path="/live-games" search={Route.useSearch()} />;
}
