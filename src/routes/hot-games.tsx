import { createFileRoute } from '@tanstack/react-router';
import { parseGameSearch } from '../features/games/game-search-params.ts';
import { CategoryRoute } from './-category-route.tsx';

export const Route = createFileRoute('/hot-games')({ validateSearch: parseGameSearch, component: HotGamesScreen });

function HotGamesScreen() {
  return <CategoryRoute path="/hot-games" search={Route.useSearch()} />;
}
