import { useCallback, useEffect, useMemo } from 'react';
import { useRouter } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { screenKindOf } from '../../../../machines/games/screen-kinds.ts';
import type { Game } from '../../../api/endpoints/game-entry';
import {
  inHouseVendors,
  sortedCategories,
  type GameVendors,
} from '../../../api/endpoints/game-vendors';
import { useSession } from '../../../lib/use-session';
import { gameListLogic } from '../actors/game-list.actors';
import { useFavourites } from '../actors/use-favourites';
import { useLaunchGame } from '../actors/use-launch-game';
import { CATEGORY_SCREENS, type CategoryPath } from '../../../lib/category-routes';
import { hasFilterQuery, type GameSearch } from '../game-search-params';
import { GameFilterBar } from './game-filter-bar';
import { GameListView } from './game-list-view';
import { inspected } from '../../../lib/inspected-actor.ts';

/** Requirements B9: game lists page 24; the hot list pages 24 locally. */
export const GAME_LIST_PAGE_SIZE = 24;
export const HOT_PAGE_SIZE = 24;

export interface CategoryGamesProps {
  path: CategoryPath;
  search: GameSearch;
  vendors: GameVendors;
  vendor?: string | null;
  onBrowseVendors?: (() => void) | undefined;
}

/**
 * The games of a category screen (game-category-screen.tsx): filter bar and list, with the game
 * list chart. Its own module: a vendor-grid category opens on the grid, so this part loads when a
 * vendor is picked (or with the screen when it shows games at once).
 */
export default function CategoryGames({
  path,
  search,
  vendors,
  vendor,
  onBrowseVendors,
}: CategoryGamesProps) {
  const router = useRouter();
  const session = useSession();
  const { type, category } = CATEGORY_SCREENS[path];
  const chosenVendor = vendor === undefined ? (search.vassalage ?? null) : vendor;
  const logic = useMemo(
    () =>
      gameListLogic({
        goToLogin: () => void router.navigate({ to: '/login' }),
        goToPlainPath: () => void router.navigate({ to: path, search: {} }),
      }),
    [router, path],
  );
  const list = useActorRef(
    logic,
    inspected({
      input: {
        gameType: type,
        // The vendor grid's pick when there is a grid (it starts from the link's vendor, and null is
        // All), else the link's vendor: a pick after coming from a link naming another vendor used to
        // be overruled by the link. Not a query: clearing stays on this screen.
        ...(chosenVendor ? { vassalage: chosenVendor } : {}),
        ...(search.gameClassify ? { gameClassify: search.gameClassify } : {}),
        ...(search.dataType ? { dataType: search.dataType } : {}),
        hasQuery: hasFilterQuery(search),
        hasSession: session !== null,
        inHouseVendors: inHouseVendors(vendors),
        categoryVendors: (vendors.vendors[category] ?? []).map((vendor) => vendor.vassalage),
        pageSize: GAME_LIST_PAGE_SIZE,
        hotPageSize: HOT_PAGE_SIZE,
      },
    }),
  );
  useEffect(
    () => list.send({ type: 'session.changed', hasSession: session !== null }),
    [list, session],
  );

  const onRemoved = useCallback(
    (nodeId: number) => list.send({ type: 'favourite.removed', nodeId }),
    [list],
  );
  const onRestored = useCallback(
    (game: Game, index: number) => list.send({ type: 'favourite.restored', game, index }),
    [list],
  );
  const { favourites, toggle } = useFavourites({ onRemoved, onRestored });
  const { launch, launching } = useLaunchGame(vendors);
  const dataType = useSelector(list, (snapshot) => snapshot.context.dataType);
  // List types and the hot list offer no vendor choice; a vendor-grid category offers its own vendors.
  const categoryVendors =
    screenKindOf(type) === 'vendorGrid' ? (vendors.vendors[category] ?? []) : [];

  return (
    <>
      <GameFilterBar
        list={list}
        vendors={categoryVendors}
        vendorTotal={vendors.gameTypes[category]?.gameCount ?? 0}
        onBrowseVendors={onBrowseVendors}
        classifications={vendors.gameTypes[category]?.gameClassify ?? []}
        categories={['HOT', ...sortedCategories(vendors)]}
        category={category}
      />
      <GameListView
        list={list}
        favourites={favourites}
        launching={launching}
        onLaunch={(game) => void launch(game)}
        onFreePlay={(game) => void launch(game, { freePlay: true })}
        onFavourite={(game, index) => void toggle(game, index)}
        canClear={dataType === 'ALL' || dataType === 'NEW'}
      />
    </>
  );
}
