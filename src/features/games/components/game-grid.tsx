import { memo, useCallback, useDeferredValue, useRef } from 'react';
import type { Game } from '../../../api/endpoints/game-entry';
import { useStableCallback } from '../../../lib/use-stable-callback';
import { GameTile } from '../../../ui/game-tile/game-tile';
import { useWindowedGrid } from './use-windowed-grid';
import styles from './game-grid.module.css';

export const GRID_COLUMNS = 3;

export interface GameGridProps {
  /** Accessible name of the list. */
  label: string;
  games: readonly Game[];
  /**
   * How many games the list holds in all (aria-setsize), the loaded ones by default. A paged list
   * passes the server's total: it is right for assistive technology, and it stays the same while
   * pages arrive, so the tiles already shown are not rendered again for each page.
   */
  total?: number;
  favourites: ReadonlySet<number>;
  launching: number | null;
  onLaunch: (game: Game) => void;
  onFavourite: (game: Game, index: number) => void;
  /**
   * Free play of a game whose tile offers it (the launch decides who may: members of types 0, 1
   * and 2 with a session; anyone else is refused with free_reject and stays).
   */
  onFreePlay?: (game: Game) => void;
  /** Called while the page is scrolled within 400 px of its end (the chart throttles it). */
  onNearEnd?: () => void;
}

interface GridItemProps {
  game: Game;
  index: number;
  setSize: number;
  favourite: boolean;
  launching: boolean;
  onLaunch: (game: Game) => void;
  onFavourite: (game: Game, index: number) => void;
  onFreePlay: ((game: Game) => void) | undefined;
}

/**
 * One list item. Memoised with stable handlers and a set size that does not move while pages
 * arrive: when a page is appended or a row scrolls in, the tiles already shown are not rendered again.
 */
const GridItem = memo(function GridItem({
  game,
  index,
  setSize,
  favourite,
  launching,
  onLaunch,
  onFavourite,
  onFreePlay,
}: GridItemProps) {
  const favouriteThis = useCallback(
    (tapped: Game) => onFavourite(tapped, index),
    [onFavourite, index],
  );
  return (
    <li className={styles.item} aria-setsize={setSize} aria-posinset={index + 1}>
      <GameTile
        game={game}
        favourite={favourite}
        launching={launching}
        onLaunch={onLaunch}
        onFavourite={favouriteThis}
        onFreePlay={onFreePlay}
      />
    </li>
  );
});

/**
 * The grid of tiles; only the rows near the viewport are rendered (see useWindowedGrid). Memoised:
 * the list around it renders again when loading starts or ends, the grid only when its games do.
 */
export const GameGrid = memo(function GameGrid({
  label,
  games,
  total,
  favourites,
  launching,
  onLaunch,
  onFavourite,
  onFreePlay,
  onNearEnd,
}: GameGridProps) {
  const list = useRef<HTMLUListElement>(null);
  // A page arriving is rendered as a transition: React builds the new rows' DOM in slices that
  // yield to the browser, instead of one task long enough to stall a scrolling phone.
  const deferredGames = useDeferredValue(games);
  const shown = useWindowedGrid(list, deferredGames.length, GRID_COLUMNS, onNearEnd);
  // The latest handlers behind stable functions, so a parent's new closures do not re-render every tile.
  const launch = useStableCallback(onLaunch);
  const favourite = useStableCallback(onFavourite);
  const freePlay = useStableCallback((game: Game) => onFreePlay?.(game));
  return (
    <ul
      ref={list}
      className={styles.grid}
      aria-label={label}
      style={{ paddingTop: shown.padTop, paddingBottom: shown.padBottom }}
    >
      {deferredGames.slice(shown.start, shown.end).map((game, offset) => (
        <GridItem
          key={game.nodeId}
          game={game}
          index={shown.start + offset}
          setSize={Math.max(total ?? 0, deferredGames.length)}
          favourite={favourites.has(game.nodeId)}
          launching={launching === game.nodeId}
          onLaunch={launch}
          onFavourite={favourite}
          onFreePlay={onFreePlay ? freePlay : undefined}
        />
      ))}
    </ul>
  );
});
