import { useCallback, useEffect, useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link, useRouter } from '@tanstack/react-router';
import { useActorRef } from '@xstate/react';
import type { Game } from '../../../api/endpoints/game-entry';
import { gameVendorsQueryOptions } from '../../../api/endpoints/game-vendors';
import { useSession } from '../../../lib/use-session';
import { gameListLogic } from '../actors/game-list.actors';
import { useFavourites } from '../actors/use-favourites';
import { useLaunchGame } from '../actors/use-launch-game';
import type { GameSearch } from '../game-search-params';
import { gamesLanguage } from '../games-language';
import { GameListView } from './game-list-view';
import styles from './player-games-screen.module.css';
import screen from './game-screen.module.css';
import { inspected } from '../../../lib/inspected-actor';

/** Requirements A9: favourites and recent games page 24 on this screen. */
export const PLAYER_LIST_PAGE_SIZE = 24;

export interface PlayerGamesScreenProps {
  kind: 'FAV' | 'RECENT';
  /** The route the favourites tab links to (/favorite or /fav-games). */
  favouritesPath: '/favorite' | '/fav-games';
  search: GameSearch;
}

/**
 * Favourites and recent games share this screen (requirements A2, B2.3): the data type comes
 * from the path, the game type from the query; both need a session (the route sends visitors to
 * the login first, the chart does too should the session end).
 */
export function PlayerGamesScreen({ kind, favouritesPath, search }: PlayerGamesScreenProps) {
  const { t } = useLingui();
  const router = useRouter();
  const session = useSession();
  const vendors = useQuery(gameVendorsQueryOptions(gamesLanguage()));
  const logic = useMemo(
    () =>
      gameListLogic({
        goToLogin: () => void router.navigate({ to: '/login' }),
        goToPlainPath: () => undefined,
      }),
    [router],
  );
  const list = useActorRef(
    logic,
    inspected({
      input: {
        gameType: search.gameType ?? '',
        dataType: kind,
        hasQuery: false,
        hasSession: session !== null,
        inHouseVendors: [],
        pageSize: PLAYER_LIST_PAGE_SIZE,
        hotPageSize: PLAYER_LIST_PAGE_SIZE,
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
  const { launch, launching } = useLaunchGame(vendors.data);

  return (
    <div className={screen.screen}>
      <nav aria-label={t`My games`} className={styles.tabs}>
        <Link
          to={favouritesPath}
          search={search}
          className={styles.tab}
          aria-current={kind === 'FAV' ? 'page' : undefined}
        >
          {t`Favorites`}
        </Link>
        <Link
          to="/recent-games"
          search={search}
          className={styles.tab}
          aria-current={kind === 'RECENT' ? 'page' : undefined}
        >
          {t`Recent`}
        </Link>
      </nav>
      <GameListView
        list={list}
        favourites={favourites}
        launching={launching}
        onLaunch={(game) => void launch(game)}
        onFreePlay={(game) => void launch(game, { freePlay: true })}
        onFavourite={(game, index) => void toggle(game, index)}
        canClear={false}
      />
    </div>
  );
}
