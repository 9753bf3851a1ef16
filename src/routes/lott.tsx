import { createFileRoute } from '@tanstack/react-router';
import { parseGameSearch } from '../features/games/game-search-params.ts';
import { CategoryRoute } from './-category-route.tsx';

export const Route = createFileRoute('/lott')({ validateSearch: parseGameSearch, component: LottScreen });

function LottScreen() {
  return <CategoryRoute path="/lott" search={Route.useSearch()} />;
}
