import { createFileRoute } from '@tanstack/react-router';
import { parseGameSearch } from '../features/games/game-search-params.ts';
import { CategoryRoute } from './-category-route.tsx';

export const Route = createFileRoute('/jili-games')({ validateSearch: parseGameSearch, component: JiliGamesScreen });

function JiliGamesScreen() {
  return <CategoryRoute path="/jili-games" search={Route.useSearch()} />;
}
