import { createFileRoute } from '@tanstack/react-router';
import { parseGameSearch } from '../features/games/game-search-params.ts';
import { CategoryRoute } from './-category-route.tsx';

export const Route = createFileRoute('/slot-games')({ validateSearch: parseGameSearch, component: SlotGamesScreen });

function SlotGamesScreen() {
  return <CategoryRoute path="/slot-games" search={Route.useSearch()} />;
}
