import { createFileRoute } from '@tanstack/react-router';
import { parseGameSearch } from '../features/games/game-search-params.ts';
import { CategoryRoute } from './-category-route.tsx';

export const Route = createFileRoute('/pvp-games')({ validateSearch: parseGameSearch, component: PvpGamesScreen });

function PvpGamesScreen() {
  return <CategoryRoute path="/pvp-games" search={Route.useSearch()} />;
}
