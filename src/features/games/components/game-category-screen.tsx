import { useCallback, useEffect, useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { vendorGridMachine } from '../../../../machines/vendor-grid.machine.ts';
import { screenKindOf } from '../../../../machines/games/screen-kinds.ts';
import type { Game } from '../../../api/endpoints/game-entry';
import { gameVendorsQueryOptions, inHouseVendors, sortedCategories, type GameVendors } from '../../../api/endpoints/game-vendors';
import { setGameFilter } from '../../../lib/game-filter-store';
import { useSession } from '../../../lib/use-session';
import { Button } from '../../../ui/button';
import { EmptyState } from '../../../ui/empty-state';
import { GameGridSkeleton } from './game-grid-skeleton';
import { gameListLogic } from '../actors/game-list.actors';
import { useFavourites } from '../actors/use-favourites';
import { useLaunchGame } from '../actors/use-launch-game';
import { CATEGORY_SCREENS, type CategoryPath } from '../../../lib/category-routes';
import { hasFilterQuery, type GameSearch } from '../game-search-params';
import { gamesLanguage } from '../games-language';
import { GameFilterBar } from './game-filter-bar';
import { GameListView } from './game-list-view';
import { GameMenuStrip } from './game-menu-strip';
import { VendorGrid } from './vendor-grid';
import styles from './game-screen.module.css';
import { LotteryCentreLink } from '../lottery/components/centre-link';
import { inspected } from '../../../lib/inspected-actor.ts';

/** Requirements B9: game lists page 24; the hot list pages 24 locally. */
export const GAME_LIST_PAGE_SIZE = 24;
export const HOT_PAGE_SIZE = 24;

export interface GameCategoryScreenProps {
  path: CategoryPath;
  search: GameSearch;
}

/**
 * The shared category screen: game menu, then by the path's kind the hot list, the game list, or
 * the vendor grid and the games of the vendor picked there. It waits for the vendor map, which the
 * presets and filters need.
 */
export function GameCategoryScreen({ path, search }: GameCategoryScreenProps) {
  const { t } = useLingui();
  const vendors = useQuery(gameVendorsQueryOptions(gamesLanguage()));
  const { category } = CATEGORY_SCREENS[path];

  useEffect(() => setGameFilter({ category }), [category]);

  return (
    <div className={styles.screen}>
      {vendors.data && <GameMenuStrip categories={sortedCategories(vendors.data)} path={path} />}
      {/* Under the menu strip, once it is there: the link does not jump when the strip arrives. */}
      {vendors.data && (path === '/lott' || path === '/elott') && <LotteryCentreLink category={path === '/lott' ? 'lott' : 'elott'} />}
      {vendors.isPending && <GameGridSkeleton />}
      {vendors.isError && <EmptyState icon="warning" title={t`Games could not be loaded`} action={<Button onClick={() => void vendors.refetch()}>{t`Retry`}</Button>} />}
      {vendors.data &&
        (screenKindOf(CATEGORY_SCREENS[path].type) === 'vendorGrid' ? (
          <VendorGridCategory path={path} search={search} vendors={vendors.data} />
        ) : (
          <CategoryGames path={path} search={search} vendors={vendors.data} />
        ))}
    </div>
  );
}

/** A category of several vendors: the grid first, then the games of the vendor (or All) picked. */
function VendorGridCategory({ path, search, vendors }: GameCategoryScreenProps & { vendors: GameVendors }) {
  const { category } = CATEGORY_SCREENS[path];
  const categoryVendors = vendors.vendors[category] ?? [];
  const grid = useActorRef(
    vendorGridMachine,
    inspected({ input: { vendor: search.vassalage ?? null, openedFiltered: hasFilterQuery(search), vendorCount: categoryVendors.length } }),
  );
  const choosing = useSelector(grid, (snapshot) => snapshot.matches('choosingVendor'));
  const vendor = useSelector(grid, (snapshot) => snapshot.context.vendor);
  const browse = useCallback(() => grid.send({ type: 'vendor.browse' }), [grid]);
  if (choosing) {
    return (
      <VendorGrid vendors={categoryVendors} total={vendors.gameTypes[category]?.gameCount ?? 0} onPick={(code) => grid.send({ type: 'vendor.pick', vendor: code })} />
    );
  }
  return <CategoryGames path={path} search={search} vendors={vendors} vendor={vendor} onBrowseVendors={categoryVendors.length > 1 ? browse : undefined} />;
}

function CategoryGames({
  path,
  search,
  vendors,
  vendor = null,
  onBrowseVendors,
}: GameCategoryScreenProps & { vendors: GameVendors; vendor?: string | null; onBrowseVendors?: (() => void) | undefined }) {
  const router = useRouter();
  const session = useSession();
  const { type, category } = CATEGORY_SCREENS[path];
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
        // The link's vendor, else the one picked on the grid (not a query: clearing stays on this screen).
        ...(search.vassalage || vendor ? { vassalage: search.vassalage ?? vendor ?? '' } : {}),
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
  useEffect(() => list.send({ type: 'session.changed', hasSession: session !== null }), [list, session]);

  const onRemoved = useCallback((nodeId: number) => list.send({ type: 'favourite.removed', nodeId }), [list]);
  const onRestored = useCallback((game: Game, index: number) => list.send({ type: 'favourite.restored', game, index }), [list]);
  const { favourites, toggle } = useFavourites({ onRemoved, onRestored });
  const { launch, launching } = useLaunchGame(vendors);
  const dataType = useSelector(list, (snapshot) => snapshot.context.dataType);
  // List types and the hot list offer no vendor choice; a vendor-grid category offers its own vendors.
  const categoryVendors = screenKindOf(type) === 'vendorGrid' ? (vendors.vendors[category] ?? []) : [];

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
