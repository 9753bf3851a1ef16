import { createFileRoute } from '@tanstack/react-router';
import { parseGameSearch } from '../features/games/game-search-params.ts';
import { CategoryRoute } from './-category-route.tsx';

export const Route = createFileRoute('/inHouse')({ validateSearch: parseGameSearch, component: InHouseScreen });

function InHouseScreen() {
  return <CategoryRoute path="/inHouse" search={Route.useSearch()} />;
}
