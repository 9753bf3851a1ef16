import { createFileRoute } from '@tanstack/react-router';
import { parseGameSearch } from '../features/games/game-search-params.ts';
import { CategoryRoute } from './-category-route.tsx';

export const Route = createFileRoute('/esport-games')({ validateSearch: parseGameSearch, component: EsportGamesScreen });

function EsportGamesScreen() {
  return <CategoryRoute path="/esport-games" search={Route.useSearch()} />;
}
