import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useActorRef } from '@xstate/react';
import { gameVendorsQueryOptions } from '../../../api/endpoints/game-vendors';
import { searchLogic } from '../actors/search.actors';
import { useFavourites } from '../actors/use-favourites';
import { useLaunchGame } from '../actors/use-launch-game';
import { gamesLanguage } from '../games-language';
import { SearchPanel } from './search-panel';
import screen from './game-screen.module.css';
import { inspected } from '../../../lib/inspected-actor';

/** Requirements B9: 36 results a page on the search screen. */
export const SEARCH_SCREEN_PAGE_SIZE = 36;

/** /m/search-games: the search on its own screen; it stays open, Cancel goes back. */
export function SearchScreen() {
  const router = useRouter();
  const logic = useMemo(() => searchLogic(), []);
  const search = useActorRef(
    logic,
    inspected({
      input: { pageSize: SEARCH_SCREEN_PAGE_SIZE, closesOnBlur: false, startOpen: true },
    }),
  );
  const vendors = useQuery(gameVendorsQueryOptions(gamesLanguage()));
  const { favourites, toggle } = useFavourites();
  const { launch, launching } = useLaunchGame(vendors.data);

  const cancel = () => {
    if (router.history.canGoBack()) router.history.back();
    else void router.navigate({ to: '/home' });
  };

  return (
    <div className={screen.screen}>
      <SearchPanel
        search={search}
        favourites={favourites}
        launching={launching}
        onLaunch={(game) => void launch(game)}
        onFreePlay={(game) => void launch(game, { freePlay: true })}
        onFavourite={(game, index) => void toggle(game, index)}
        onCancel={cancel}
        showPopular
      />
    </div>
  );
}
