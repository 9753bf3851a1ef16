// Not a route: home's screen with the games area's hooks, which src/routes/home.tsx names. The
// router splits a route's component into a chunk of its own, which the server preloads by its name
// (server/http/route-modules.ts); kept here, that chunk is one import, and the code joins home's
// first-load chunk (build/first-load-parts.ts) instead of a small chunk importing five others.
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Game } from '../api/endpoints/game-entry.ts';
import { gameVendorsQueryOptions } from '../api/endpoints/game-vendors.ts';
import { useFavourites } from '../features/games/actors/use-favourites.ts';
import { useLaunchGame } from '../features/games/actors/use-launch-game.ts';
import { gamesLanguage } from '../features/games/games-language.ts';
import { HomeScreen } from '../features/home/components/home-screen.tsx';
import type { TileActions } from '../features/home/tile-actions.ts';
import { openInvitePopup } from '../lib/invite-popup.ts';
import { useInboxUnread } from '../lib/use-inbox-unread.ts';
import { useMountedAfterFirstView } from '../lib/use-mounted-after-first-view.ts';
import { useStableCallback } from '../lib/use-stable-callback.ts';
import { GamesFrame } from './-games-frame.tsx';

export function HomeRoute() {
  // Under the server's first view the screen mounts in a transition, not in the router's render.
  const mounted = useMountedAfterFirstView();
  return <GamesFrame>{mounted && <HomeWithGames />}</GamesFrame>;
}

/** The lobby's tiles behave as on the game screens: the route lends the games area's hooks to home. */
function HomeWithGames() {
  const vendors = useQuery(gameVendorsQueryOptions(gamesLanguage()));
  const { favourites, toggle } = useFavourites();
  const { launch, launching } = useLaunchGame(vendors.data);
  const unread = useInboxUnread();
  // The tiles get callbacks that never change (they call the latest launch and toggle), so a new
  // answer (vendors, favourite ids) renders only the tiles whose heart or spinner changed.
  const onLaunch = useStableCallback((game: Game) => void launch(game));
  const onFavourite = useStableCallback((game: Game) => void toggle(game, -1));
  const onFreePlay = useStableCallback((game: Game) => void launch(game, { freePlay: true }));
  const tileActions = useMemo<TileActions>(
    () => ({ favourites, launching, onLaunch, onFavourite, onFreePlay }),
    [favourites, launching, onLaunch, onFavourite, onFreePlay],
  );
  return (
    <HomeScreen tileActions={tileActions} onInvite={openInvitePopup} unreadCount={unread ?? 0} />
  );
}
