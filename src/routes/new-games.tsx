import { createFileRoute } from '@tanstack/react-router';
import { parseGameSearch } from '../features/games/game-search-params.ts';
import { CategoryRoute } from './-category-route.tsx';

export const Route = createFileRoute('/new-games')({ validateSearch: parseGameSearch, component: NewGamesScreen });

function NewGamesScreen() {
  return <CategoryRoute path="/new-games" search={Route.useSearch()} />;
}
