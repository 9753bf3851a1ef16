import { createFileRoute } from '@tanstack/react-router';
import { SearchScreen } from '../features/games/components/search-screen.tsx';
import { GamesFrame } from './-games-frame.tsx';

export const Route = createFileRoute('/search-games')({ component: SearchGamesScreen });

function SearchGamesScreen() {
  return (
    <GamesFrame>
      <SearchScreen />
    </GamesFrame>
  );
}
