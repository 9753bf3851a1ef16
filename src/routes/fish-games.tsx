import { createFileRoute } from '@tanstack/react-router';
import { parseGameSearch } from '../features/games/game-search-params.ts';
import { CategoryRoute } from './-category-route.tsx';

export const Route = createFileRoute('/fish-games')({ validateSearch: parseGameSearch, component: FishGamesScreen });

function FishGamesScreen() {
  return <CategoryRoute path="/fish-games" search={Route.useSearch()} />;
}
