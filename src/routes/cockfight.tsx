import { createFileRoute } from '@tanstack/react-router';
import { parseGameSearch } from '../features/games/game-search-params.ts';
import { CategoryRoute } from './-category-route.tsx';

export const Route = createFileRoute('/cockfight')({ validateSearch: parseGameSearch, component: CockfightScreen });

function CockfightScreen() {
  return <CategoryRoute path="/cockfight" search={Route.useSearch()} />;
}
