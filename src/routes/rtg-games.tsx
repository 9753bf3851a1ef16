import { createFileRoute } from '@tanstack/react-router';
import { parseGameSearch } from '../features/games/game-search-params.ts';
import { CategoryRoute } from './-category-route.tsx';

export const Route = createFileRoute('/rtg-games')({ validateSearch: parseGameSearch, component: RtgGamesScreen });

function RtgGamesScreen() {
  return <CategoryRoute path="/rtg-games" search={Route.useSearch()} />;
}
