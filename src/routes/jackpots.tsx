import { createFileRoute } from '@tanstack/react-router';
import { parseGameSearch } from '../features/games/game-search-params.ts';
import { CategoryRoute } from './-category-route.tsx';

export const Route = createFileRoute('/jackpots')({ validateSearch: parseGameSearch, component: JackpotsScreen });

function JackpotsScreen() {
  return <CategoryRoute path="/jackpots" search={Route.useSearch()} />;
}
