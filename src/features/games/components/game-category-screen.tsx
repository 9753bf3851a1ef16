import { Suspense, lazy, useCallback, useEffect } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { vendorGridMachine } from '../../../../machines/vendor-grid.machine.ts';
import { screenKindOf } from '../../../../machines/games/screen-kinds.ts';
import {
  gameVendorsQueryOptions,
  sortedCategories,
  type GameVendors,
} from '../../../api/endpoints/game-vendors';
import { Button } from '../../../ui/button';
import { EmptyState } from '../../../ui/empty-state';
import { useSettled } from '../../../ui/use-settled';
import { GameGridSkeleton } from './game-grid-skeleton';
import { CATEGORY_SCREENS, type CategoryPath } from '../../../lib/category-routes';
import { hasFilterQuery, type GameSearch } from '../game-search-params';
import { gamesLanguage } from '../games-language';
import { GameMenuStrip } from './game-menu-strip';
import { VendorGrid } from './vendor-grid';
import styles from './game-screen.module.css';
import { LotteryCentreLink } from '../lottery/components/centre-link';
import { inspected } from '../../../lib/inspected-actor.ts';

// The games (filter bar, list and the game list chart) are not on a vendor-grid category's first
// view, the grid is: they load when the player reaches for the grid (pointer down, focus) or picks
// a vendor, once the page has settled, and with the screen itself when it shows games at once.
// Until they are there the list's skeleton stands in, as while the vendors load.
const loadCategoryGames = () => import('./category-games');
const CategoryGames = lazy(loadCategoryGames);
const preloadCategoryGames = () => void loadCategoryGames();

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

  const gamesAtOnce =
    screenKindOf(CATEGORY_SCREENS[path].type) !== 'vendorGrid' || hasFilterQuery(search);
  useEffect(() => {
    if (gamesAtOnce) void loadCategoryGames();
  }, [gamesAtOnce]);

  return (
    <div className={styles.screen}>
      {vendors.data && <GameMenuStrip categories={sortedCategories(vendors.data)} path={path} />}
      {/* Under the menu strip, once it is there: the link does not jump when the strip arrives. */}
      {vendors.data && (path === '/lott' || path === '/elott') && (
        <LotteryCentreLink category={path === '/lott' ? 'lott' : 'elott'} />
      )}
      {vendors.isPending && <GameGridSkeleton />}
      {vendors.isError && (
        <EmptyState
          icon="warning"
          title={t`Games could not be loaded`}
          action={<Button onClick={() => void vendors.refetch()}>{t`Retry`}</Button>}
        />
      )}
      {vendors.data &&
        (screenKindOf(CATEGORY_SCREENS[path].type) === 'vendorGrid' ? (
          <VendorGridCategory path={path} search={search} vendors={vendors.data} />
        ) : (
          <Suspense fallback={<GameGridSkeleton />}>
            <CategoryGames path={path} search={search} vendors={vendors.data} />
          </Suspense>
        ))}
    </div>
  );
}

/** A category of several vendors: the grid first, then the games of the vendor (or All) picked. */
function VendorGridCategory({
  path,
  search,
  vendors,
}: GameCategoryScreenProps & { vendors: GameVendors }) {
  const { category } = CATEGORY_SCREENS[path];
  const categoryVendors = vendors.vendors[category] ?? [];
  const grid = useActorRef(
    vendorGridMachine,
    inspected({
      input: {
        vendor: search.vassalage ?? null,
        openedFiltered: hasFilterQuery(search),
        vendorCount: categoryVendors.length,
      },
    }),
  );
  const choosing = useSelector(grid, (snapshot) => snapshot.matches('choosingVendor'));
  const vendor = useSelector(grid, (snapshot) => snapshot.context.vendor);
  const browse = useCallback(() => grid.send({ type: 'vendor.browse' }), [grid]);
  // The address follows the pick (in place of the history entry): a reload or a shared link shows
  // the vendor picked, not the one a link named before, and the grid again once it is back.
  const router = useRouter();
  const addressVendor = choosing ? undefined : (vendor ?? undefined);
  useEffect(() => {
    if (search.vassalage === addressVendor) return;
    const { vassalage: _replaced, ...rest } = search;
    void router.navigate({
      to: path,
      search: addressVendor === undefined ? rest : { ...rest, vassalage: addressVendor },
      replace: true,
    });
  }, [router, path, search, addressVendor]);
  // Once the page has settled the games' part loads anyway, so a later pick shows them at once.
  const settled = useSettled();
  useEffect(() => {
    if (settled) preloadCategoryGames();
  }, [settled]);
  if (choosing) {
    return (
      <VendorGrid
        vendors={categoryVendors}
        total={vendors.gameTypes[category]?.gameCount ?? 0}
        onPick={(code) => grid.send({ type: 'vendor.pick', vendor: code })}
        onReach={preloadCategoryGames}
      />
    );
  }
  return (
    <Suspense fallback={<GameGridSkeleton />}>
      <CategoryGames
        path={path}
        search={search}
        vendors={vendors}
        vendor={vendor}
        onBrowseVendors={categoryVendors.length > 1 ? browse : undefined}
      />
    </Suspense>
  );
}
