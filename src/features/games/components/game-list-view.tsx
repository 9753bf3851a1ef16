import { useCallback } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { shallowEqual, useSelector } from '@xstate/react';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { Game } from '../../../api/endpoints/game-entry';
import { Button, buttonClassName } from '../../../ui/button';
import { EmptyState } from '../../../ui/empty-state';
import { VisuallyHidden } from '../../../ui/visually-hidden';
import type { gameListMachine } from '../../../../machines/game-list.machine.ts';
import { gameErrorMessage } from '../games-messages';
import { GameGrid } from './game-grid';
import { GameGridSkeleton } from './game-grid-skeleton';
import styles from './game-list-view.module.css';

export interface GameListViewProps {
  list: ActorRefFrom<typeof gameListMachine>;
  favourites: ReadonlySet<number>;
  launching: number | null;
  onLaunch: (game: Game) => void;
  onFavourite: (game: Game, index: number) => void;
  /** Free play from the tiles that offer it (see GameGrid). */
  onFreePlay?: (game: Game) => void;
  /** Offered on the empty state (category screens); favourites and recent have no filter to clear. */
  canClear?: boolean;
}

const selectView = (snapshot: SnapshotFrom<typeof gameListMachine>) => {
  const { games, pageNum, totalPages, totalCount, errorCode, dataType } = snapshot.context;
  return {
    // The chart's tags: `listed` while games are on screen, `busy` while a request of the list runs.
    listed: snapshot.hasTag('listed'),
    busy: snapshot.hasTag('busy'),
    empty: snapshot.matches({ list: 'empty' }),
    // The session ended while the member's favourites or recent games showed: they are gone.
    signedOut: snapshot.hasTag('signedOut'),
    failed: snapshot.matches({ list: 'failed' }),
    games,
    pageNum,
    totalPages,
    totalCount,
    errorCode,
    hot: dataType === 'HOT',
    // What the empty state can offer: Clear filter when the chart would change something, Clear search when a name narrows the list.
    clearable: snapshot.can({ type: 'filter.clear' }),
    searched: snapshot.context.filter.gameName !== '',
  };
};

/** The list part of a game screen: skeleton, empty state, failure, or the grid with load more. */
export function GameListView({
  list,
  favourites,
  launching,
  onLaunch,
  onFavourite,
  onFreePlay,
  canClear = true,
}: GameListViewProps) {
  const { t, i18n } = useLingui();
  // Compared field by field: the scroll throttle's own states do not render the list again.
  const view = useSelector(list, selectView, shallowEqual);
  const nearEnd = useCallback(() => list.send({ type: 'list.nearEnd' }), [list]);

  if (view.signedOut) {
    return (
      <EmptyState
        icon="user"
        title={t`Please log in`}
        description={t`Log in to see your games.`}
        action={
          <Link to="/login" className={buttonClassName({})}>
            {t`Login`}
          </Link>
        }
      />
    );
  }
  if (!view.listed && !view.empty && !view.failed) {
    return (
      <div role="status" aria-live="polite">
        <VisuallyHidden>{t`Loading games`}</VisuallyHidden>
        <GameGridSkeleton />
      </div>
    );
  }
  if (view.empty) {
    const clearFilter = canClear && view.clearable;
    const clearSearch = canClear && view.searched;
    return (
      <EmptyState
        title={t`No games found`}
        description={
          clearSearch && !clearFilter
            ? t`Try another name or clear the search.`
            : canClear
              ? t`Try another provider or clear the filter.`
              : undefined
        }
        action={
          clearFilter || clearSearch ? (
            <div className={styles.emptyActions}>
              {clearFilter && (
                <Button
                  variant="secondary"
                  onClick={() => list.send({ type: 'filter.clear' })}
                >{t`Clear filter`}</Button>
              )}
              {clearSearch && (
                <Button
                  variant="secondary"
                  onClick={() => list.send({ type: 'filter.nameChanged', name: '' })}
                >{t`Clear search`}</Button>
              )}
            </div>
          ) : undefined
        }
      />
    );
  }
  if (view.failed) {
    return (
      <EmptyState
        icon="warning"
        title={t`Games could not be loaded`}
        description={gameErrorMessage(i18n, view.errorCode ?? 'unknown')}
        action={<Button onClick={() => list.send({ type: 'list.retry' })}>{t`Retry`}</Button>}
      />
    );
  }

  const loadingMore = view.busy;
  const count = view.totalCount;
  const canLoadMore = view.hot ? view.totalPages > 1 : view.pageNum < view.totalPages;
  return (
    <div className={styles.list}>
      <p className={styles.count} role="status">
        {t`Games: ${count}`}
      </p>
      <GameGrid
        label={t`Games`}
        games={view.games}
        total={view.hot ? undefined : view.totalCount}
        favourites={favourites}
        launching={launching}
        onLaunch={onLaunch}
        onFavourite={onFavourite}
        {...(onFreePlay ? { onFreePlay } : {})}
        onNearEnd={view.hot ? undefined : nearEnd}
      />
      {view.errorCode && (
        <p className={styles.error} role="alert">
          {gameErrorMessage(i18n, view.errorCode)}
        </p>
      )}
      {(canLoadMore || loadingMore) && (
        <Button
          variant="secondary"
          block
          loading={loadingMore}
          onClick={() => list.send({ type: 'list.loadMore' })}
        >
          {t`Load more`}
        </Button>
      )}
    </div>
  );
}
