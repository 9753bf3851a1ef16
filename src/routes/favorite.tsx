import { createFileRoute, redirect } from '@tanstack/react-router';
import { PlayerGamesScreen } from '../features/games/components/player-games-screen.tsx';
import { parseGameSearch, searchKey } from '../features/games/game-search-params.ts';
import { getSessionInfo } from '../lib/storage.ts';
import { GamesFrame } from './-games-frame.tsx';

export const Route = createFileRoute('/favorite')({
  validateSearch: parseGameSearch,
  // Requirements A6: a visitor opening favourites or recent goes to the login.
  beforeLoad: () => {
    if (getSessionInfo() === null) throw redirect({ to: '/login', replace: true });
  },
  component: FavoriteScreen,
});

function FavoriteScreen() {
  const search = Route.useSearch();
  return (
    <GamesFrame>
      <PlayerGamesScreen
        key={searchKey(search)}
        kind="FAV"
        favouritesPath="/favorite"
        search={search}
      />
    </GamesFrame>
  );
}
