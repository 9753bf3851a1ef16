import { useId } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { Game } from '../../../api/endpoints/game-entry';
import { POPULAR_PAGE_SIZE, popularGamesQueryOptions } from '../../../api/endpoints/popular-games';
import { gamesLanguage } from '../games-language';
import { GameGrid } from './game-grid';
import styles from './search-panel.module.css';

export interface PopularGamesProps {
  /** How many games to show at most (the search's page size; never more than the call's default 12). */
  count: number;
  favourites: ReadonlySet<number>;
  launching: number | null;
  onLaunch: (game: Game) => void;
  onFavourite: (game: Game, index: number) => void;
  onFreePlay?: ((game: Game) => void) | undefined;
}

/**
 * The games players launched most over the last week, as the search shows them before a query: a
 * grid of the usual game cards. Nothing shows while they load, when there are none, or when the call
 * failed (the hot games and the search box stay the screen's content).
 */
export function PopularGames({
  count,
  favourites,
  launching,
  onLaunch,
  onFavourite,
  onFreePlay,
}: PopularGamesProps) {
  const { t } = useLingui();
  const headingId = useId();
  const popular = useQuery(
    popularGamesQueryOptions({
      language: gamesLanguage(),
      pageSize: Math.min(POPULAR_PAGE_SIZE, Math.max(count, 1)),
    }),
  );
  const games = popular.data ?? [];
  if (games.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId} className={styles.heading}>
        {t`Popular games`}
      </h2>
      <GameGrid
        label={t`Popular games`}
        games={games}
        favourites={favourites}
        launching={launching}
        onLaunch={onLaunch}
        onFavourite={onFavourite}
        {...(onFreePlay ? { onFreePlay } : {})}
      />
    </section>
  );
}
