import { startTransition, useEffect, useMemo, useState } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { gameVendorsQueryOptions } from '../api/endpoints/game-vendors.ts';
import { useFavourites } from '../features/games/actors/use-favourites.ts';
import { useLaunchGame } from '../features/games/actors/use-launch-game.ts';
import { gamesLanguage } from '../features/games/games-language.ts';
import { HomeScreen } from '../features/home/components/home-screen.tsx';
import type { TileActions } from '../features/home/tile-actions.ts';
import { hasFirstView } from '../lib/first-view.ts';
import { openInvitePopup } from '../lib/invite-popup.ts';
import { useInboxUnread } from '../lib/use-inbox-unread.ts';
import { GamesFrame } from './-games-frame.tsx';

export const Route = createFileRoute('/home')({ component: HomeRoute });

function HomeRoute() {
  // On a cold load the server's first view is on screen (src/lib/first-view.ts) and the screen's
  // first render is the longest task of the start: the router mounts it synchronously. Under the
  // first view the screen mounts a moment later instead, in a transition React renders in slices
  // that yield. Nothing is on screen to move meanwhile; any later visit renders at once, so scroll
  // restoration finds the screen in place.
  const [shown, setShown] = useState(() => !hasFirstView());
  useEffect(() => {
    if (!shown) startTransition(() => setShown(true));
  }, [shown]);
  return <GamesFrame>{shown && <HomeWithGames />}</GamesFrame>;
}

/** The lobby's tiles behave as on the game screens: the route lends the games area's hooks to home. */
function HomeWithGames() {
  const vendors = useQuery(gameVendorsQueryOptions(gamesLanguage()));
  const { favourites, toggle } = useFavourites();
  const { launch, launching } = useLaunchGame(vendors.data);
  const unread = useInboxUnread();
  const tileActions = useMemo<TileActions>(
    () => ({
      favourites,
      launching,
      onLaunch: (game) => void launch(game),
      onFavourite: (game) => void toggle(game, -1),
    }),
    [favourites, launching, launch, toggle],
  );
  return <HomeScreen tileActions={tileActions} onInvite={openInvitePopup} unreadCount={unread ?? 0} />;
}
