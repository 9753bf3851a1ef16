import { useRef } from 'react';
import type { Game } from '../../../api/endpoints/game-entry';
import { GameTile } from '../../../ui/game-tile/game-tile';
import { useWindowedGrid } from './use-windowed-grid';
import styles from './game-grid.module.css';

export const GRID_COLUMNS = 3;

export interface GameGridProps {
  /** Accessible name of the list. */
  label: string;
  games: readonly Game[];
  favourites: ReadonlySet<number>;
  launching: number | null;
  onLaunch: (game: Game) => void;
  onFavourite: (game: Game, index: number) => void;
  /** Called while the page is scrolled within 400 px of its end (the chart throttles it). */
  onNearEnd?: () => void;
}

/** The grid of tiles; only the rows near the viewport are rendered (see useWindowedGrid). */
export function GameGrid({ label, games, favourites, launching, onLaunch, onFavourite, onNearEnd }: GameGridProps) {
  const list = useRef<HTMLUListElement>(null);
  const shown = useWindowedGrid(list, games.length, GRID_COLUMNS, onNearEnd);
  return (
    <ul
      ref={list}
      className={styles.grid}
      aria-label={label}
      style={{ paddingTop: shown.padTop, paddingBottom: shown.padBottom }}
    >
      {games.slice(shown.start, shown.end).map((game, offset) => {
        const index = shown.start + offset;
        return (
          <li key={game.nodeId} className={styles.item} aria-setsize={games.length} aria-posinset={index + 1}>
            <GameTile
              game={game}
              favourite={favourites.has(game.nodeId)}
              launching={launching === game.nodeId}
              onLaunch={onLaunch}
              onFavourite={(g) => onFavourite(g, index)}
            />
          </li>
        );
      })}
    </ul>
  );
}
