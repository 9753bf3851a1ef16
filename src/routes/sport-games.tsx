import { createFileRoute } from '@tanstack/react-router';
import { parseGameSearch } from '../features/games/game-search-params.ts';
import { CategoryRoute } from './-category-route.tsx';

export const Route = createFileRoute('/sport-games')({ validateSearch: parseGameSearch, component: SportGamesScreen });

function SportGamesScreen() {
  return <CategoryRoute path="/sport-games" search={Route.useSearch()} />;
}
