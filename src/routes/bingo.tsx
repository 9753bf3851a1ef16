import { createFileRoute } from '@tanstack/react-router';
import { parseGameSearch } from '../features/games/game-search-params.ts';
import { CategoryRoute } from './-category-route.tsx';

export const Route = createFileRoute('/bingo')({ validateSearch: parseGameSearch, component: BingoScreen });

function BingoScreen() {
  return <CategoryRoute path="/bingo" search={Route.useSearch()} />;
}
