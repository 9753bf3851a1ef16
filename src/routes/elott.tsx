import { createFileRoute } from '@tanstack/react-router';
import { parseGameSearch } from '../features/games/game-search-params.ts';
import { CategoryRoute } from './-category-route.tsx';

export const Route = createFileRoute('/elott')({ validateSearch: parseGameSearch, component: ElottScreen });

function ElottScreen() {
  return <CategoryRoute path="/elott" search={Route.useSearch()} />;
}
