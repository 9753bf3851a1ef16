import { createFileRoute } from '@tanstack/react-router';
import { parseGameSearch } from '../features/games/game-search-params.ts';
import { CategoryRoute } from './-category-route.tsx';

export const Route = createFileRoute('/jili')({ validateSearch: parseGameSearch, component: JiliScreen });

function JiliScreen() {
  return <CategoryRoute path="/jili" search={Route.useSearch()} />;
}
